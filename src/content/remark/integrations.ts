import {INTEGRATION_GROUPS, integrationsOf, type IntegrationGroup} from '../../data/integrations';

/**
 * A remark plugin on the docs (before Docusaurus's own, so the links it writes to `js.md` and the like resolve in each
 * docs version): the line `::integrations{group="official"}` on the Integrations index becomes the list of that
 * group's pages from src/data/integrations.ts, one line each, `[Name](id.md): summary`, as the /integrations gallery
 * shows the same entries. An unknown group fails the build naming the file and line.
 */
interface MdNode {
  type: string;
  name?: string;
  attributes?: Record<string, string | null | undefined> | null;
  children?: MdNode[];
  value?: string;
  position?: {start?: {line?: number}};
  [key: string]: unknown;
}
interface Processor {
  parse(text: string): MdNode;
}

/** The Markdown list of a group, as the index page would have it written by hand. */
export function integrationListMarkdown(group: IntegrationGroup): string {
  return integrationsOf(group)
    .map((entry) => `- [${entry.name}](${entry.id}.md): ${entry.summary}`)
    .join('\n');
}

function replaceDirectives(tree: MdNode, visit: (node: MdNode) => MdNode | undefined): void {
  if (!tree.children) return;
  tree.children = tree.children.map((child) => visit(child) ?? (replaceDirectives(child, visit), child));
}

export default function remarkIntegrations(this: Processor) {
  return (tree: MdNode, file: {path?: string}) => {
    replaceDirectives(tree, (node) => {
      if (node.type !== 'leafDirective' || node.name !== 'integrations') return undefined;
      const group = node.attributes?.group ?? '';
      if (!(group in INTEGRATION_GROUPS)) {
        const line = node.position?.start?.line;
        throw new Error(
          `${file.path ?? 'a Markdown file'}${line ? `:${line}` : ''}: ::integrations needs group="${Object.keys(INTEGRATION_GROUPS).join('|')}", got "${group}"`,
        );
      }
      const [list] = this.parse(integrationListMarkdown(group as IntegrationGroup)).children ?? [];
      if (!list) throw new Error(`src/data/integrations.ts: no integration in group "${group}"`);
      return list;
    });
  };
}
