import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseBuiltHtml} from '../../src/lib/builtHtml';
import {envVarsOf} from '../../src/content/envVars';
import {ENV_VARS} from '../../src/data/envVars';
import {NEXT_DOCS_VERSION, OLDER_DOCS_VERSIONS, type Release} from '../../src/constants/docs';
import {buildDir, builtHtml, docsPath, LATEST} from '../site';

/**
 * What each docs version says of its own release, from the data the pages are rendered from, so that a version cut
 * changes no test: the environment variables each version's reference lists, the support window each older
 * release's upgrade page states, and the deploy files the pages show, as published.
 */
const VERSIONS: Release[] = [LATEST as Release, ...OLDER_DOCS_VERSIONS.map(({version}) => version), NEXT_DOCS_VERSION];
const ENV_PAGE = '/configuring-cairn/environment-variables';

/** The variables named in the first column of a built page's environment variable tables. */
function tableVariables(route: string): string[] {
  return parseBuiltHtml(builtHtml(route))
    .querySelectorAll('article table.cairn-env-vars tbody tr td:first-child code')
    .map((code) => code.text.trim());
}

/**
 * A code block's lines, as the reader copies them, by its title (the block's first child, above the code). The parser
 * keeps a `pre`'s content as raw markup, so it is parsed again: each highlighted line is a `.token-line`.
 */
function codeBlock(route: string, title: string): string | undefined {
  const block = parseBuiltHtml(builtHtml(route))
    .querySelectorAll('.theme-code-block')
    .find((candidate) => candidate.querySelector('div')?.text.trim() === title);
  const markup = block?.querySelector('pre')?.innerHTML;
  return markup === undefined
    ? undefined
    : parseBuiltHtml(markup)
        .querySelectorAll('.token-line')
        .map((line) => line.text)
        .join('\n');
}
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean);

describe('each docs version describes its own release', () => {
  it.each(VERSIONS)('%s lists the environment variables of its release, each once', (release) => {
    const listed = tableVariables(docsPath(release, ENV_PAGE));
    expect([...listed].sort()).toEqual(envVarsOf(ENV_VARS, release).map(({name}) => name).sort());
  });

  it('a variable new in a release is in its docs and not in the release before', () => {
    for (const [newer, older] of [
      [NEXT_DOCS_VERSION, LATEST],
      [LATEST, OLDER_DOCS_VERSIONS[0].version],
    ] as const) {
      const added = ENV_VARS.filter(({since}) => since === newer).map(({name}) => name);
      expect(added.length, `variables new in ${newer}`).toBeGreaterThan(0);
      expect(tableVariables(docsPath(newer, ENV_PAGE))).toEqual(expect.arrayContaining(added));
      expect(tableVariables(docsPath(older, ENV_PAGE)).filter((name) => added.includes(name))).toEqual([]);
    }
  });

  it.each(OLDER_DOCS_VERSIONS)('the upgrade page of $version states that it gets fixes until $fixesUntil', ({version, fixesUntil}) => {
    const article = parseBuiltHtml(builtHtml(docsPath(version, '/configuring-cairn/upgrading-cairn'))).querySelector('article');
    expect(article?.text.replace(/\s+/g, ' ')).toContain(`Cairn ${version} is still supported`);
    expect(article?.text.replace(/\s+/g, ' ')).toContain(`until ${fixesUntil} is released`);
  });
});

describe('deploy files shown from the published files', () => {
  const cases = [
    {page: docsPath(LATEST, '/deployment/deploy-docker'), title: 'docker-compose.yml', file: '/deploy/docker-compose.yml'},
    {page: docsPath('next', '/deployment/deploy-docker'), title: 'docker-compose.yml', file: '/deploy/docker-compose.yml'},
    {page: docsPath(LATEST, ENV_PAGE), title: '.env', file: '/deploy/.env.example'},
    {page: docsPath(LATEST, '/deployment/deploy-source'), title: '/etc/systemd/system/cairn-web.service', file: '/deploy/cairn-web.service'},
  ];
  it.each(cases)('$page shows $file as published, and links the download', ({page, title, file}) => {
    const published = readFileSync(path.join(buildDir, file), 'utf8');
    const shown = codeBlock(page, title);
    expect(shown, `a code block titled ${title}`).toBeDefined();
    expect(lines(shown!)).toEqual(lines(published));
    expect(parseBuiltHtml(builtHtml(page)).querySelector(`article a[href="${file}"]`)).not.toBeNull();
  });

  it('the published compose file starts web, worker, db and redis from the release the docs describe, with every variable in .env.example', () => {
    const compose = readFileSync(path.join(buildDir, 'deploy/docker-compose.yml'), 'utf8');
    for (const service of ['web', 'worker', 'db', 'redis']) expect(compose).toMatch(new RegExp(`^  ${service}:$`, 'm'));
    expect(compose).toContain(`image: cairnanalytics/cairn:${LATEST}.`);
    const env = readFileSync(path.join(buildDir, 'deploy/.env.example'), 'utf8');
    for (const name of compose.match(/\$\{([A-Z_]+)\}/g) ?? []) expect(env).toMatch(new RegExp(`^${name.slice(2, -1)}=`, 'm'));
  });
});
