import {describe, expect, it} from 'vitest';
import {
  codeBlocksOf,
  composeVariables,
  dotenvNames,
  envVarsInCode,
  envVarsInProse,
  isFragment,
  proseOf,
  proseViolations,
  publishedFileOf,
  ruleViolations,
  type CodeBlock,
} from './codeBlocks';

const block = (code: string, lang = 'bash', meta = ''): CodeBlock => ({file: 'docs/x.md', line: 10, lang, meta, code});

describe('codeBlocksOf', () => {
  it('finds fenced blocks with their language, meta, line and content, indented in list items too', () => {
    const source = [
      '# Title',
      '',
      '1. Step',
      '',
      '   ```yaml title="a.yml" {2}',
      '   a: 1',
      '   b: 2',
      '   ```',
      '',
      '~~~md',
      '```js',
      'x',
      '```',
      '~~~',
      '```',
      'plain',
      '```',
    ].join('\n');
    const {blocks, errors} = codeBlocksOf(source, 'docs/x.md');
    expect(errors).toEqual([]);
    expect(blocks.map((b) => [b.line, b.lang, b.meta, b.code])).toEqual([
      [5, 'yaml', 'title="a.yml" {2}', 'a: 1\nb: 2'],
      [10, 'md', '', '```js\nx\n```'],
      [15, '', '', 'plain'],
    ]);
  });

  it('reports a block that is never closed, naming the file and line', () => {
    expect(codeBlocksOf('text\n```bash\necho hi\n', 'docs/y.md').errors).toEqual([
      'docs/y.md:2: a code block that is never closed',
    ]);
  });

  it('reads the fragment mark and the published file from the meta', () => {
    expect(isFragment(block('x', 'js', 'fragment title="a.js"'))).toBe(true);
    expect(isFragment(block('x', 'js', 'title="fragmented.js"'))).toBe(false);
    expect(publishedFileOf(block('', 'yaml', 'title="docker-compose.yml" file=/deploy/docker-compose.yml {5}'))).toBe(
      '/deploy/docker-compose.yml',
    );
  });

  it('blanks the code blocks out of the prose, keeping line numbers', () => {
    const source = 'a `X_Y`\n```bash\nFOO_BAR=1\n```\nb';
    const prose = proseOf(source, codeBlocksOf(source, 'f').blocks);
    expect(prose.split('\n')).toEqual(['a `X_Y`', '', '', '', 'b']);
  });
});

describe('ruleViolations', () => {
  it('wants the cairn namespace on helm and kubectl commands that act on the release', () => {
    expect(ruleViolations(block('kubectl get pods'))).toHaveLength(1);
    expect(ruleViolations(block('sudo kubectl -n default logs deploy/cairn-web'))[0]).toContain(
      'uses namespace default',
    );
    expect(ruleViolations(block('kubectl -n cairn get pods && kubectl get pods -n ingress-nginx'))).toEqual([]);
    expect(
      ruleViolations(
        block(
          'kubectl get ingressclass\nkubectl create namespace cairn\nhelm repo add cairn https://charts.example\nhelm repo update',
        ),
      ),
    ).toEqual([]);
    expect(
      ruleViolations(
        block(
          'helm install cairn cairn/cairn \\\n  --namespace cairn --create-namespace -f values.yaml --wait --timeout 40m',
        ),
      ),
    ).toEqual([]);
  });

  it('wants --wait --timeout 40m on helm upgrade', () => {
    expect(ruleViolations(block('helm upgrade cairn cairn/cairn --namespace cairn -f values.yaml'))[0]).toContain(
      '--wait --timeout 40m',
    );
    expect(
      ruleViolations(block('helm upgrade cairn cairn/cairn --namespace cairn -f values.yaml --wait --timeout 40m')),
    ).toEqual([]);
  });

  it('wants v-prefixed git tags and bare image tags', () => {
    expect(ruleViolations(block('git checkout 1.15.0'))[0]).toContain('v1.15.0');
    expect(ruleViolations(block('git fetch --depth 1 origin tag v1.15.0 && git checkout v1.15.0'))).toEqual([]);
    expect(ruleViolations(block('git tag -a v1.15.0 -m "Cairn 1.15.0"'))).toEqual([]);
    expect(ruleViolations(block('image: cairnanalytics/cairn:v1.15.0', 'yaml'))[0]).toContain('bare');
    expect(ruleViolations(block('image: cairnanalytics/cairn:1.15.0', 'yaml'))).toEqual([]);
  });

  it('wants the flag bucket compared with <', () => {
    expect(ruleViolations(block('return bucket <= rollout_percentage', 'python'))).toHaveLength(1);
    expect(ruleViolations(block('return bucket < rollout_percentage', 'python'))).toEqual([]);
  });

  it('checks prose for the same facts', () => {
    expect(proseViolations('Each user lands in a bucket from 0 to 100.', 'f.md')).toEqual([
      'f.md:1: flag buckets run from 0 to 99 (features/feature-flags.md)',
    ]);
    expect(proseViolations('Pull `cairnanalytics/cairn:v1.15.0`.', 'f.md')).toHaveLength(1);
    expect(proseViolations('A bucket from 0 to 99.', 'f.md')).toEqual([]);
  });
});

describe('environment variables named by the docs', () => {
  it('finds assignments, expansions and lookups in code', () => {
    const code = [
      'SITE_URL=https://x',
      'echo "$SECRET_KEY ${REDIS_URL}"',
      'os.environ["CAIRN_PROJECT_API_KEY"]',
      'process.env.EMAIL_HOST',
      '  - name: TRUSTED_PROXIES',
      '  IS_BEHIND_PROXY: "true"',
      'MAX = 3',
    ].join('\n');
    expect(envVarsInCode(code).sort()).toEqual([
      'CAIRN_PROJECT_API_KEY',
      'EMAIL_HOST',
      'IS_BEHIND_PROXY',
      'REDIS_URL',
      'SECRET_KEY',
      'SITE_URL',
      'TRUSTED_PROXIES',
    ]);
  });

  it('finds code spans that are variable names in prose', () => {
    expect(envVarsInProse('Set `SITE_URL` and `DEBUG=false`, not `cairn_url`.\n`EMAIL_PORT=587`')).toEqual([
      {name: 'SITE_URL', line: 1},
      {name: 'EMAIL_PORT', line: 2},
    ]);
  });
});

describe('compose and .env', () => {
  it('tells the variables a compose file needs from those with a default', () => {
    expect(composeVariables('a: ${POSTGRES_PASSWORD}\nb: ${TAG:-latest}\nc: ${X?}\nd: $${NOT_ONE}')).toEqual({
      required: ['POSTGRES_PASSWORD', 'X'],
      withDefault: ['TAG'],
    });
    expect(dotenvNames('# SECRET_KEY=commented\nSECRET_KEY=abc\nexport SITE_URL=x\n')).toEqual([
      'SECRET_KEY',
      'SITE_URL',
    ]);
  });
});
