import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {siteLinks} from '../config/site';
import {releases} from '../data/releases';
import {advisoriesUrl, vulnerabilityReportUrl} from '../data/security';
import {
  CHANGELOG_FEED_PATH,
  CHANGELOG_TWIN_PATH,
  changelogAtom,
  changelogMarkdown,
  releaseProblems,
} from '../lib/releases';
import {buildTime, SECURITY_TXT_PATH, securityTxt, securityTxtExpires} from '../lib/securityTxt';

/**
 * Writes the files of the trust pages that are not HTML, at build time: `/.well-known/security.txt` (RFC 9116, with an
 * Expires computed from the build's time, src/lib/securityTxt.ts), the changelog's Atom feed (`/changelog/atom.xml`)
 * and its Markdown twin (`/changelog.md`), both from src/data/releases.ts. A malformed release list fails the build
 * with one line per problem. `scripts/deploy-files.mts` then links the twin from the page, as for every twin, and
 * gives the feed and security.txt their content types in `_headers`.
 */
export default function trustFilesPlugin(context: LoadContext): Plugin {
  return {
    name: 'cairn-trust-files',
    async loadContent() {
      const problems = releaseProblems(releases);
      if (problems.length > 0)
        throw new Error(`src/data/releases.ts has ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`);
    },
    async postBuild({outDir}) {
      const siteUrl = context.siteConfig.url;
      const {sourceRepo} = context.siteConfig.customFields!.links as ReturnType<typeof siteLinks>;
      const write = (sitePath: string, text: string) => {
        const file = path.join(outDir, sitePath);
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, text);
      };
      write(
        SECURITY_TXT_PATH,
        securityTxt({
          siteUrl,
          contact: vulnerabilityReportUrl(sourceRepo),
          acknowledgments: advisoriesUrl(sourceRepo),
          expires: securityTxtExpires(buildTime(process.env)),
        }),
      );
      write(CHANGELOG_FEED_PATH, changelogAtom(releases, siteUrl));
      write(CHANGELOG_TWIN_PATH, changelogMarkdown(releases, siteUrl));
    },
  };
}
