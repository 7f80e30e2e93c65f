import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {docsMissingFromSidebars} from '../lib/sidebarCoverage';

/**
 * Fails the build when a doc of any docs instance (docs, handbook) and any version is in no sidebar,
 * naming each file. Docusaurus itself only fails the other way round (a sidebar naming a missing doc).
 */
export default function sidebarCoveragePlugin(_context: LoadContext): Plugin {
  return {
    name: 'cairn-sidebar-coverage',
    async allContentLoaded({allContent}) {
      const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      const missing = Object.values(docsInstances).flatMap((content) =>
        content.loadedVersions.flatMap((version) => docsMissingFromSidebars(version.docs, version.sidebars)),
      );
      if (missing.length > 0) {
        throw new Error(
          `These docs are in no sidebar; add them to sidebars.ts, sidebarsHandbook.ts or the versioned sidebar:\n${missing
            .map((file) => `  - ${file}`)
            .join('\n')}`,
        );
      }
    },
  };
}
