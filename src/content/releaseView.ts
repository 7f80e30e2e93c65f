/**
 * What one docs version shows of data that changes across releases (the environment variables of
 * src/data/envVars.ts, the Helm values of src/data/helmValues.ts): an item is there from the release that added it
 * up to the one before its removal, and its texts are the first ones with every later change applied up to that
 * release.
 */
import {RELEASES, type Release} from '../constants/docs';

/** An item that a release added, that a later one may remove, and whose texts may change in between. */
export interface Versioned<Text extends object> {
  /** The release that introduced it. */
  since: Release;
  /** The release that no longer has it. */
  removedIn?: Release;
  /** What changed from a later release on (each entry applies from its `in` release, later entries win). */
  changes?: Array<Partial<Text> & {in: Release}>;
}

const index = (release: Release) => RELEASES.indexOf(release);

/** Whether a release has the item: from `since` up to the release before `removedIn`. */
export function presentIn(item: {since: Release; removedIn?: Release}, release: Release): boolean {
  return (
    index(item.since) <= index(release) && (item.removedIn === undefined || index(release) < index(item.removedIn))
  );
}

/** The texts a release shows: `base` with every change up to that release applied, in release order. */
export function textIn<Text extends object>(
  base: Text,
  changes: ReadonlyArray<Partial<Text> & {in: Release}> | undefined,
  release: Release,
): Text {
  return (changes ?? [])
    .filter((change) => index(change.in) <= index(release))
    .sort((a, b) => index(a.in) - index(b.in))
    .reduce<Text>((text, change) => {
      const next = {...text};
      for (const key of Object.keys(base) as Array<keyof Text>) {
        const value = change[key];
        if (value !== undefined) next[key] = value as Text[keyof Text];
      }
      return next;
    }, base);
}

/** Problems of one item's dates and texts, each starting with its name: a removal or change not after `since`, a text that is empty or spans lines. */
export function versionProblems(
  name: string,
  item: Versioned<object>,
  texts: ReadonlyArray<string | undefined>,
): string[] {
  const problems: string[] = [];
  if (item.removedIn && index(item.removedIn) <= index(item.since))
    problems.push(`${name}: removed in ${item.removedIn}, before or when it was added (${item.since})`);
  for (const change of item.changes ?? []) {
    if (index(change.in) <= index(item.since))
      problems.push(`${name}: a change in ${change.in}, not after it was added in ${item.since}`);
  }
  for (const text of texts) {
    if (text !== undefined && (text.trim() === '' || text.includes('\n')))
      problems.push(`${name}: a text that is empty or spans lines: ${JSON.stringify(text)}`);
  }
  return problems;
}
