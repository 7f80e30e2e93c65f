/** When the analytics client may load: a key is configured and the visitor has not asked not to be tracked. */

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/** Do Not Track (`navigator.doNotTrack` or the older `window.doNotTrack`) or Global Privacy Control is on. */
export function visitorOptedOut(navigatorLike: PrivacySignals, windowLike: {doNotTrack?: string | null} = {}): boolean {
  const dnt = navigatorLike.doNotTrack ?? windowLike.doNotTrack;
  return dnt === '1' || dnt === 'yes' || navigatorLike.globalPrivacyControl === true;
}

export function analyticsAllowed(
  key: string | undefined,
  navigatorLike: PrivacySignals,
  windowLike: {doNotTrack?: string | null} = {},
): boolean {
  return Boolean(key) && !visitorOptedOut(navigatorLike, windowLike);
}
