/**
 * Where a page places operations: the lines `::operation{id="listEvents"}` (optionally with `level="3"`), which
 * src/content/remark/openapi.ts expands. `example="true"` marks a placement that shows an operation again as an
 * illustration (the endpoint template page), so it does not count as the operation's page.
 */
export interface Placement {
  id: string;
  line: number;
  example: boolean;
}

export const OPERATION_DIRECTIVE = /^::operation\{([^}]*)\}\s*$/;

/** The attributes of a directive line: `id="x" level="3"` -> {id: 'x', level: '3'}. */
export function directiveAttributes(text: string): Record<string, string> {
  return Object.fromEntries([...text.matchAll(/([a-z]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}

export function operationPlacements(markdown: string): Placement[] {
  const placements: Placement[] = [];
  let inFence = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(`{3,}|~{3,})/.test(text)) inFence = !inFence;
    if (inFence) return;
    const match = OPERATION_DIRECTIVE.exec(text.trim());
    if (!match) return;
    const attributes = directiveAttributes(match[1]!);
    placements.push({id: attributes.id ?? '', line: index + 1, example: attributes.example === 'true'});
  });
  return placements;
}
