import React, {useEffect, type ReactNode} from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {followFlag, type FlagClient} from '@site/src/lib/flags';

type Props = WrapperProps<typeof DocSidebarType>;

export const TUTORIALS_FLAG = 'launch-tutorials-section';

/**
 * Shows the Tutorials group only while the `launch-tutorials-section` flag is on. The state lives on
 * <html data-flag-launch-tutorials-section>, which custom.css reads, so the group is hidden from the first
 * paint (flags are off until the analytics client says otherwise) and toggles without a reload.
 */
function useTutorialsFlag(): void {
  useEffect(() => {
    const root = document.documentElement;
    return followFlag(
      () => window.posthog as FlagClient | undefined,
      TUTORIALS_FLAG,
      (on) => root.setAttribute(`data-flag-${TUTORIALS_FLAG}`, on ? 'on' : 'off'),
      window,
    );
  }, []);
}

export default function DocSidebarWrapper(props: Props): ReactNode {
  useTutorialsFlag();
  return <DocSidebar {...props} />;
}
