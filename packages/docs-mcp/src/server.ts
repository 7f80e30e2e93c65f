/**
 * The Cairn docs as an MCP server: five tools over a published site or a build folder (site.ts), for an assistant
 * (Claude Desktop, Cursor, VS Code) to answer from the docs rather than from memory. Every tool validates its
 * input; an unknown page, version, operation or variable is an error result that says what exists instead, never
 * a crash.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {RESULTS_SHOWN, searchFilters, searchSite} from '@cairn/docs-search';
import {z} from 'zod';
import {describeOperation, findOperation, operations, type Operation} from './openapi';
import {NotFound, openSite, type DocsVersion, type Site} from './site';

export const SERVER_NAME = 'cairn-docs';
export const SERVER_VERSION = '1.0.0';

const text = (value: string) => ({content: [{type: 'text' as const, text: value}]});
/** An error result: the assistant reads the message; nothing is thrown to the client. */
const failure = (message: string) => ({...text(message), isError: true});

const VERSION = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .optional()
  .describe('A docs version name from list_versions ("1.15", "next", "1.14"); the latest release when omitted');

/** The version a tool was asked for, or a failure naming the versions there are. */
async function versionOf(site: Site, name: string | undefined): Promise<DocsVersion | string> {
  const versions = await site.versions();
  const wanted = name?.replace(/^v/i, '').toLowerCase();
  const found = wanted === undefined ? versions.find((v) => v.latest) : versions.find((v) => v.name === wanted);
  return found ?? `There is no docs version "${name}". The versions are: ${versions.map((v) => v.name).join(', ')}.`;
}

/** A page's path from what an assistant may pass: a site path, a full address, with or without `.md`. */
export function pagePath(input: string): string {
  let value = input.trim();
  try {
    value = new URL(value).pathname;
  } catch {
    // Not an address: a path.
  }
  value = `/${value.replace(/^\/+/, '')}`
    .replace(/[?#].*$/, '')
    .replace(/\.md$/, '')
    .replace(/\/+$/, '');
  return value || '/';
}

/** Tells an unexpected failure (the site unreachable, a broken file) as one line, without a stack trace. */
async function safely<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    return failure(`The docs could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function createServer(source: string): McpServer {
  const site = openSite(source);
  const server = new McpServer({name: SERVER_NAME, version: SERVER_VERSION});

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Cairn docs',
      description:
        'Searches the Cairn docs of one version with the handbook and blog, as the site search does: misspellings are corrected and everyday words (k8s, sso, env vars) find the docs’ terms. Returns the best pages with their path, section and an excerpt; read one with read_page.',
      inputSchema: {
        query: z.string().trim().min(1).max(200).describe('What to look for, in a few words'),
        version: VERSION,
        limit: z.number().int().min(1).max(RESULTS_SHOWN).default(5).describe('How many pages, at most'),
      },
    },
    ({query, version, limit}) =>
      safely(async () => {
        const docs = await versionOf(site, version);
        if (typeof docs === 'string') return failure(docs);
        const {engine, vocabulary} = await site.search();
        const found = await searchSite(engine, query, {filters: searchFilters(docs.name), limit, vocabulary});
        if (found.pages.length === 0)
          return text(`No page of the ${docs.label} docs, the handbook or the blog matches "${query}".`);
        const plain = (html: string) =>
          html
            .replace(/<[^>]+>/g, '')
            .replace(/\s+/g, ' ')
            .trim();
        const lines = found.pages.map(
          (page, i) =>
            `${i + 1}. ${page.meta.title ?? page.url} (${page.meta.section ?? 'Docs'}): ${page.url}\n   ${plain(page.excerpt)}`,
        );
        const corrected = found.correctedQuery ? `Showing results for "${found.correctedQuery}".\n\n` : '';
        return text(`${corrected}${lines.join('\n')}`);
      }),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a page of the Cairn docs',
      description:
        'Returns one page of the Cairn site as Markdown: a docs page (of any version), a handbook page or a blog post, by its path (/docs/deployment/deploy-docker) or its address.',
      inputSchema: {
        path: z.string().trim().min(1).max(300).describe('The page’s path or address, as search_docs gives it'),
      },
    },
    ({path}) =>
      safely(async () => {
        const page = pagePath(path);
        try {
          return text(await site.text(`${page}.md`));
        } catch (error) {
          if (!(error instanceof NotFound)) throw error;
          const words = page.split(/[/\-_.]+/).filter((word) => word && !/^\d+$/.test(word) && word !== 'docs');
          const {engine, vocabulary} = await site.search();
          const latest = await versionOf(site, undefined);
          const found =
            words.length > 0 && typeof latest !== 'string'
              ? await searchSite(engine, words.join(' '), {filters: searchFilters(latest.name), limit: 3, vocabulary})
              : {pages: []};
          const closest = found.pages.map((p) => p.url).join(', ');
          return failure(
            `There is no page at ${page}.${closest ? ` Pages that may be what you are looking for: ${closest}.` : ''} Use search_docs to find a page.`,
          );
        }
      }),
  );

  server.registerTool(
    'list_versions',
    {
      title: 'List the docs versions',
      description:
        'Lists the versions of the Cairn docs the site serves: the latest release, Next (the unreleased one) and older releases still fixed, with where each one’s pages, llms.txt and OpenAPI description are.',
      inputSchema: {},
    },
    () =>
      safely(async () => {
        const base = await site.url();
        const lines = (await site.versions()).map(
          (v) =>
            `- ${v.name}: ${v.label}${v.latest ? ' (latest release)' : ''}${v.fixesUntil ? ` (fixed until ${v.fixesUntil} is out)` : ''}; pages ${base}${v.path}, ${base}${v.llmsTxt}, OpenAPI ${base}${v.openapi}`,
        );
        return text(lines.join('\n'));
      }),
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Look up an operation of the Cairn API',
      description:
        'Describes one operation of the Cairn HTTP API from the version’s OpenAPI description: method, path, authentication, parameters, a curl example and the responses. Name it by operationId (captureEvent), by method and path (GET /api/event/) or by its path.',
      inputSchema: {
        operation: z.string().trim().min(1).max(200).describe('operationId, "METHOD /path" or a path'),
        version: VERSION,
      },
    },
    ({operation, version}) =>
      safely(async () => {
        const docs = await versionOf(site, version);
        if (typeof docs === 'string') return failure(docs);
        const all: Operation[] = operations(JSON.parse(await site.text(docs.openapi)) as Record<string, unknown>);
        const found = findOperation(all, operation);
        if (found) return text(describeOperation(found));
        const words = operation
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter(Boolean);
        const near = all
          .filter((op) => words.some((word) => `${op.operationId} ${op.path}`.toLowerCase().includes(word)))
          .slice(0, 8);
        return failure(
          `The ${docs.label} API has no operation "${operation}". ${near.length > 0 ? `Close ones: ${near.map((op) => `${op.method} ${op.path} (${op.operationId})`).join(', ')}.` : `It has ${all.length} operations; search_docs finds the API pages.`}`,
        );
      }),
  );

  server.registerTool(
    'get_environment_variable',
    {
      title: 'Look up an environment variable of Cairn',
      description:
        'Describes one environment variable a self-hosted Cairn reads, as the docs version says: its default, what it does, an example, which process reads it and since which release.',
      inputSchema: {
        name: z.string().trim().min(1).max(100).describe('The variable, such as SITE_URL'),
        version: VERSION,
      },
    },
    ({name, version}) =>
      safely(async () => {
        const docs = await versionOf(site, version);
        if (typeof docs === 'string') return failure(docs);
        const variables = (await site.environmentVariables())[docs.name] ?? [];
        const wanted = name.replace(/^\$/, '').toUpperCase();
        const found = variables.find((v) => v.name === wanted);
        if (!found) {
          const near = variables.filter((v) =>
            wanted.split('_').some((part) => part.length > 2 && v.name.includes(part)),
          );
          return failure(
            `Cairn ${docs.label} reads no environment variable ${wanted}.${near.length > 0 ? ` Close ones: ${near.map((v) => v.name).join(', ')}.` : ''} The variables are listed on ${docs.path}configuring-cairn/environment-variables.`,
          );
        }
        return text(
          [
            `# ${found.name}`,
            '',
            found.description,
            '',
            `- Default: ${found.default}`,
            `- Example: ${found.example}`,
            `- Read by: ${found.readBy.join(' and ')}`,
            `- Since: Cairn ${found.since}${found.removedIn ? `, no longer read from ${found.removedIn}` : ''}`,
            `- Reference: ${docs.path}configuring-cairn/environment-variables`,
          ].join('\n'),
        );
      }),
  );

  return server;
}
