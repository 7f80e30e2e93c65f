/** Looking up an operation in a version's OpenAPI description (`openapi.json`), with its references resolved. */

type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/** The object a local `$ref` points to (`#/components/...`), references inside it resolved too, cycles cut. */
export function resolveRefs(value: unknown, document: Json, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, document, seen));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    if (seen.includes(ref)) return {$ref: ref};
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        document,
      );
    return resolveRefs(target, document, [...seen, ref]);
  }
  return Object.fromEntries(
    Object.entries(value as Json).map(([key, item]) => [key, resolveRefs(item, document, seen)]),
  );
}

export interface Operation {
  method: string;
  path: string;
  operationId?: string;
  summary?: string;
  description?: string;
  parameters: {name: string; in: string; required: boolean; type?: string; description?: string}[];
  requestExample?: unknown;
  responses: {status: string; description?: string}[];
  authentication: string;
}

/** Every operation of a description, in document order. */
export function operations(document: Json): Operation[] {
  const paths = (document.paths ?? {}) as Record<string, Json>;
  const globalSecurity = document.security as unknown[] | undefined;
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const op = resolveRefs(item[method], document) as Json;
      const parameters = ((op.parameters ?? []) as Json[]).map((parameter) => ({
        name: String(parameter.name),
        in: String(parameter.in),
        required: Boolean(parameter.required),
        type: (parameter.schema as Json | undefined)?.type as string | undefined,
        description: parameter.description as string | undefined,
      }));
      const body = ((op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.[
        'application/json'
      ];
      const examples = body?.examples as Record<string, Json> | undefined;
      const security = (op.security as unknown[] | undefined) ?? globalSecurity ?? [];
      return {
        method: method.toUpperCase(),
        path,
        operationId: op.operationId as string | undefined,
        summary: op.summary as string | undefined,
        description: op.description as string | undefined,
        parameters,
        requestExample: body?.example ?? (examples ? Object.values(examples)[0]?.value : undefined),
        responses: Object.entries((op.responses ?? {}) as Record<string, Json>).map(([status, response]) => ({
          status,
          description: response.description as string | undefined,
        })),
        authentication:
          security.length === 0
            ? 'none (ingestion endpoints take the project API key, cpk_..., in the body)'
            : 'a personal API key: Authorization: Bearer cpat_...',
      };
    }),
  );
}

/**
 * The operation a query names: its operationId (any case), "METHOD /path", or a path alone when one method has
 * it. Undefined when none matches.
 */
export function findOperation(all: Operation[], query: string): Operation | undefined {
  const text = query.trim();
  const lower = text.toLowerCase();
  const byId = all.find((op) => op.operationId?.toLowerCase() === lower);
  if (byId) return byId;
  const match = /^([a-z]+)\s+(\S+)$/i.exec(text);
  const normalize = (path: string) => `/${path.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  if (match)
    return all.find((op) => op.method === match[1].toUpperCase() && normalize(op.path) === normalize(match[2]));
  const byPath = all.filter((op) => normalize(op.path) === normalize(text));
  return byPath.length === 1 ? byPath[0] : undefined;
}

/** The operation as Markdown, with a curl example against a local instance. */
export function describeOperation(op: Operation): string {
  const lines = [`# ${op.method} ${op.path}`, ''];
  if (op.summary) lines.push(`${op.summary}${op.operationId ? ` (operationId \`${op.operationId}\`)` : ''}`, '');
  if (op.description) lines.push(op.description.trim(), '');
  lines.push(`Authentication: ${op.authentication}.`, '');
  if (op.parameters.length > 0) {
    lines.push('## Parameters', '');
    for (const p of op.parameters)
      lines.push(
        `- \`${p.name}\` (${p.in}${p.type ? `, ${p.type}` : ''}${p.required ? ', required' : ''})${p.description ? `: ${p.description.trim().replace(/\s+/g, ' ')}` : ''}`,
      );
    lines.push('');
  }
  const auth = op.authentication.startsWith('a personal')
    ? ' \\\n  -H "Authorization: Bearer $CAIRN_PERSONAL_API_KEY"'
    : '';
  const body =
    op.requestExample === undefined
      ? ''
      : ` \\\n  -H "Content-Type: application/json" \\\n  -d '${JSON.stringify(op.requestExample)}'`;
  lines.push(
    '## Example',
    '',
    '```bash',
    `curl -X ${op.method} "http://localhost:8000${op.path}"${auth}${body}`,
    '```',
    '',
  );
  lines.push(
    '## Responses',
    '',
    ...op.responses.map((r) => `- \`${r.status}\`${r.description ? `: ${r.description.trim()}` : ''}`),
  );
  return lines.join('\n');
}
