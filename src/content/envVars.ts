/**
 * The environment variables Cairn reads, as typed data (src/data/envVars.ts), and the view of them one docs version
 * gives: the reference tables on `configuring-cairn/environment-variables` are rendered from it at build time
 * (src/content/remark/env-vars.ts), and the code-block check (scripts/check-code-blocks.mts) holds every variable
 * named in that version's docs to it.
 */
import type {Release} from '../constants/docs';
import {presentIn, textIn, versionProblems, type Versioned} from './releaseView';

/** The process that reads a variable: the web server (`./bin/docker-server`) or the Celery worker (`./bin/docker-worker`). */
export type Service = 'web' | 'worker';

/** The sections of the reference page, in page order; each heading's anchor is the key's table. */
export const ENV_GROUPS = {
  core: 'Core',
  database: 'Database and cache',
  proxy: 'Proxy and network',
  email: 'Email',
  login: 'Login with GitHub and GitLab',
  privacy: 'Privacy and debugging',
} as const;
export type EnvGroup = keyof typeof ENV_GROUPS;

/** What a variable says in one version; every text is inline Markdown (code spans, emphasis, relative `.md` links). */
export interface EnvVarText {
  /** The default, e.g. "`http://localhost:8000`", "unset" or "none, required". */
  default: string;
  /** What it does, one or two sentences. */
  description: string;
  /** An example value, e.g. "`https://cairn.example.com`". */
  example: string;
}

export interface EnvVar extends EnvVarText, Versioned<EnvVarText> {
  name: string;
  group: EnvGroup;
  readBy: Service[];
}

/** The variables a release reads, in data order, with the text that release's docs show. */
export function envVarsOf(all: readonly EnvVar[], release: Release): EnvVar[] {
  return all
    .filter((v) => presentIn(v, release))
    .map((v) => {
      const text = textIn<EnvVarText>(
        {default: v.default, description: v.description, example: v.example},
        v.changes,
        release,
      );
      const view: EnvVar = {...v, ...text};
      delete view.changes;
      return view;
    });
}

/** Problems in the data itself: duplicate names, names not in SCREAMING_SNAKE_CASE, changes out of order. */
export function envVarDataProblems(all: readonly EnvVar[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const v of all) {
    if (seen.has(v.name)) problems.push(`${v.name}: listed twice`);
    seen.add(v.name);
    if (!/^[A-Z][A-Z0-9_]*$/.test(v.name)) problems.push(`${v.name}: not an environment variable name`);
    if (v.readBy.length === 0) problems.push(`${v.name}: no process reads it (readBy is empty)`);
    problems.push(
      ...versionProblems(v.name, v, [
        v.default,
        v.description,
        v.example,
        ...(v.changes ?? []).flatMap((c) => [c.default, c.description, c.example]),
      ]),
    );
  }
  return problems;
}
