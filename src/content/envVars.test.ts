import {describe, expect, it} from 'vitest';
import {RELEASES} from '../constants/docs';
import {ENV_GROUPS, envVarDataProblems, envVarsOf, type EnvVar} from './envVars';

const variable = (over: Partial<EnvVar> & Pick<EnvVar, 'name'>): EnvVar => ({
  group: 'core',
  default: 'unset',
  description: 'What it does',
  example: '`1`',
  readBy: ['web', 'worker'],
  since: '1.0',
  ...over,
});

describe('ENV_GROUPS', () => {
  it('name the six sections of the reference page in page order', () => {
    expect(Object.keys(ENV_GROUPS)).toEqual(['core', 'database', 'proxy', 'email', 'login', 'privacy']);
  });
});

describe('envVarsOf', () => {
  const all: EnvVar[] = [
    variable({name: 'OLD', since: '1.0'}),
    variable({name: 'ADDED', since: '1.15'}),
    variable({name: 'NEXT', since: '1.16'}),
    variable({name: 'GONE', since: '1.2', removedIn: '1.10'}),
    variable({
      name: 'CHANGED',
      since: '1.0',
      default: '`25`',
      description: 'first text',
      example: '`a`',
      // Deliberately out of order: the later release must still win.
      changes: [
        {in: '1.16', description: 'third text'},
        {in: '1.12', description: 'second text', default: '`587`'},
      ],
    }),
  ];
  const names = (release: (typeof RELEASES)[number]) => envVarsOf(all, release).map((v) => v.name);

  it('keeps the variables a release reads, in data order', () => {
    expect(names('1.0')).toEqual(['OLD', 'CHANGED']);
    expect(names('1.14')).toEqual(['OLD', 'CHANGED']);
    expect(names('1.15')).toEqual(['OLD', 'ADDED', 'CHANGED']);
    expect(names('1.16')).toEqual(['OLD', 'ADDED', 'NEXT', 'CHANGED']);
  });

  it('includes a variable from the release that adds it up to the one before its removal', () => {
    expect(names('1.1')).not.toContain('GONE');
    expect(names('1.2')).toContain('GONE');
    expect(names('1.9')).toContain('GONE');
    expect(names('1.10')).not.toContain('GONE');
  });

  it('applies every change up to the release, the later one winning, and keeps the other fields', () => {
    const at = (release: (typeof RELEASES)[number]) => envVarsOf(all, release).find((v) => v.name === 'CHANGED')!;
    expect(at('1.11')).toMatchObject({default: '`25`', description: 'first text', example: '`a`'});
    expect(at('1.12')).toMatchObject({default: '`587`', description: 'second text', example: '`a`'});
    expect(at('1.15')).toMatchObject({default: '`587`', description: 'second text', example: '`a`'});
    expect(at('1.16')).toMatchObject({default: '`587`', description: 'third text', example: '`a`'});
    expect(at('1.16')).toMatchObject({name: 'CHANGED', group: 'core', readBy: ['web', 'worker'], since: '1.0'});
  });

  it('returns views without the change history and leaves the data as it was', () => {
    const before = JSON.stringify(all);
    for (const v of envVarsOf(all, '1.16')) expect(v).not.toHaveProperty('changes');
    expect(JSON.stringify(all)).toBe(before);
  });

  it('gives nothing for an empty list', () => {
    expect(envVarsOf([], '1.15')).toEqual([]);
  });
});

describe('envVarDataProblems', () => {
  it('finds nothing in sound data', () => {
    expect(
      envVarDataProblems([
        variable({name: 'SITE_URL'}),
        variable({name: 'EMAIL_TIMEOUT', since: '1.16'}),
        variable({name: 'X_2', since: '1.1', removedIn: '1.3', changes: [{in: '1.2', example: '`2`'}]}),
      ]),
    ).toEqual([]);
  });

  it('reports a name listed twice', () => {
    expect(envVarDataProblems([variable({name: 'DEBUG'}), variable({name: 'DEBUG', group: 'privacy'})])).toEqual([
      'DEBUG: listed twice',
    ]);
  });

  it('reports names that are not SCREAMING_SNAKE_CASE', () => {
    const problems = envVarDataProblems([
      variable({name: 'site_url'}),
      variable({name: 'SITE-URL'}),
      variable({name: '1PORT'}),
    ]);
    expect(problems).toEqual([
      'site_url: not an environment variable name',
      'SITE-URL: not an environment variable name',
      '1PORT: not an environment variable name',
    ]);
  });

  it('reports a variable that no process reads', () => {
    expect(envVarDataProblems([variable({name: 'POSTGRES_PASSWORD', readBy: []})])).toEqual([
      'POSTGRES_PASSWORD: no process reads it (readBy is empty)',
    ]);
  });

  it('reports a removal before or at the release that added the variable', () => {
    expect(
      envVarDataProblems([
        variable({name: 'A', since: '1.5', removedIn: '1.5'}),
        variable({name: 'B', since: '1.5', removedIn: '1.4'}),
      ]),
    ).toEqual([
      'A: removed in 1.5, before or when it was added (1.5)',
      'B: removed in 1.4, before or when it was added (1.5)',
    ]);
  });

  it('reports a change that is not after the release that added the variable', () => {
    expect(
      envVarDataProblems([
        variable({
          name: 'A',
          since: '1.15',
          changes: [
            {in: '1.15', description: 'x'},
            {in: '1.14', default: 'y'},
          ],
        }),
      ]),
    ).toEqual([
      'A: a change in 1.15, not after it was added in 1.15',
      'A: a change in 1.14, not after it was added in 1.15',
    ]);
  });

  it('reports empty texts and texts that span lines, in the variable and in its changes', () => {
    const problems = envVarDataProblems([
      variable({name: 'A', description: ' '}),
      variable({name: 'B', example: 'one\ntwo'}),
      variable({name: 'C', changes: [{in: '1.16', default: ''}]}),
    ]);
    expect(problems).toEqual([
      'A: a text that is empty or spans lines: " "',
      'B: a text that is empty or spans lines: "one\\ntwo"',
      'C: a text that is empty or spans lines: ""',
    ]);
  });
});
