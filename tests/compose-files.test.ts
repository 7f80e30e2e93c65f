/**
 * The compose files readers download or copy (issue #28), checked as Compose reads them: the published
 * docker-compose.yml and its overrides in static/deploy/, and the test instance of the community libraries page in
 * every docs version. Docker is not installed here, so the structure that makes them start is asserted instead.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {RELEASED_DOCS_VERSIONS} from '../src/constants/docs';
import {codeBlocksOf} from '../src/content/codeBlocks';
import {ComposeTagged, composeProblems, parseCompose, portsOf, waitsForHealthy} from '../src/content/compose';

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const published = read('static/deploy/docker-compose.yml');
const DOCS_FOLDERS = ['docs', ...RELEASED_DOCS_VERSIONS.map((version) => `versioned_docs/version-${version}`)];

describe('the published docker-compose.yml', () => {
  it('follows its own conventions, and web and worker wait for a healthy PostgreSQL and Redis', () => {
    expect(composeProblems(published, 'docker-compose.yml', undefined, true)).toEqual([]);
    const file = parseCompose(published);
    for (const service of ['web', 'worker'])
      for (const store of ['db', 'redis']) expect(waitsForHealthy(file, service, store)).toBe(true);
  });

  it('publishes port 8000 on 127.0.0.1 only, for a proxy on the same server', () => {
    expect(portsOf(parseCompose(published).services.web)).toEqual([
      {hostIp: '127.0.0.1', published: '8000', target: '8000'},
    ]);
  });
});

describe('the load balancer override (docker-compose.lb.yml)', () => {
  const text = read('static/deploy/docker-compose.lb.yml');

  it('is a valid override of the published file', () => {
    expect(composeProblems(text, 'docker-compose.lb.yml', published, true)).toEqual([]);
  });

  it("replaces web's ports, so port 8000 is published on every interface and not also on 127.0.0.1", () => {
    const web = parseCompose(text).services.web;
    // Without !override, Compose appends to the base file's list and both bindings of port 8000 collide.
    expect(web.ports).toBeInstanceOf(ComposeTagged);
    expect((web.ports as ComposeTagged).tag).toBe('!override');
    expect(portsOf(web)).toEqual([{hostIp: '', published: '8000', target: '8000'}]);
    expect(Object.keys(parseCompose(text).services)).toEqual(['web']);
  });
});

describe('the ClickHouse override (docker-compose.clickhouse.yml)', () => {
  it('is a valid override of the published file', () => {
    const text = read('static/deploy/docker-compose.clickhouse.yml');
    expect(composeProblems(text, 'docker-compose.clickhouse.yml', published, true)).toEqual([]);
  });
});

describe.each(DOCS_FOLDERS)('the test instance of %s/integrations/community.md', (folder) => {
  const file = `${folder}/integrations/community.md`;
  const blocks = codeBlocksOf(read(file), file).blocks.filter((b) => b.meta.includes('title="docker-compose.yml"'));

  it('is one whole compose file that follows the published conventions', () => {
    expect(blocks).toHaveLength(1);
    expect(composeProblems(blocks[0].code, file, undefined, true)).toEqual([]);
  });

  it('starts web only once PostgreSQL and Redis are healthy, and gives web a health check to wait for', () => {
    const compose = parseCompose(blocks[0].code);
    for (const service of ['web', 'worker'])
      for (const store of ['db', 'redis']) expect(waitsForHealthy(compose, service, store)).toBe(true);
    expect(compose.services.web.command).toBe('./bin/docker-server');
    expect(compose.services.worker.command).toBe('./bin/docker-worker');
    expect(JSON.stringify(compose.services.web.healthcheck?.test)).toContain('/_health/');
    expect(compose.services.web.image).toBe(compose.services.worker.image);
  });
});
