import path from 'node:path';
import {sampleProject} from '../../data/sampleProject';
import {exampleTexts, featureExamples} from '../../lib/featureExamples';

let texts: Map<string, string> | undefined;
/** Every example number by its id, computed once per process (the sample project is the same for every page). */
function allTexts(): Map<string, string> {
  texts ??= exampleTexts(featureExamples(sampleProject));
  return texts;
}
const featureExampleText = (id: string) => allTexts().get(id);
const featureExampleIds = () => [...allTexts().keys()];

/**
 * A remark plugin on the site's pages: the text directive `:feature-example{id="funnels.converted"}` becomes that
 * number of a feature page's worked example, computed at build time from the sample project by the same functions
 * and default queries as the product views (src/lib/featureExamples.ts), as `<span data-example="funnels.converted">`
 * around the text, so the build test can compare each number with what the functions compute; written alone as
 * inline code, it becomes that code with the same attribute. An unknown or missing id fails the build naming the file
 * and line.
 */
interface MdNode {
  type: string;
  name?: string;
  attributes?: Record<string, string | null | undefined> | null;
  children?: MdNode[];
  value?: string;
  data?: Record<string, unknown>;
  position?: {start?: {line?: number}};
}
interface VFileLike {
  path?: string;
  cwd?: string;
}

export const FEATURE_EXAMPLE_DIRECTIVE = 'feature-example';

/** The directive written alone as inline code (`` `:feature-example{id="paths.page"}` ``): a number shown as code. */
const IN_CODE = new RegExp(`^:${FEATURE_EXAMPLE_DIRECTIVE}\\{id="([^"]*)"\\}$`);

function replaceIn(node: MdNode, where: (line: number | undefined) => string): void {
  node.children?.forEach((child, index) => {
    const inCode = child.type === 'inlineCode' ? IN_CODE.exec(child.value ?? '') : null;
    if (inCode || (child.type === 'textDirective' && child.name === FEATURE_EXAMPLE_DIRECTIVE)) {
      const id = inCode ? inCode[1]! : (child.attributes?.id ?? '');
      const value = featureExampleText(id);
      if (value === undefined) {
        const page = id.split('.')[0] ?? '';
        const known = featureExampleIds().filter((known) => known.startsWith(`${page}.`));
        const line = child.position?.start?.line;
        const reason = `unknown example number "${id}" in :${FEATURE_EXAMPLE_DIRECTIVE}{id="..."}; ${
          known.length > 0 ? `known for ${page}: ${known.join(', ')}` : `known: ${featureExampleIds().join(', ')}`
        } (src/lib/featureExamples.ts)`;
        throw Object.assign(new Error(`${where(line)}: ${reason}`), {line, reason});
      }
      if (inCode) {
        node.children![index] = {type: 'inlineCode', value, data: {hProperties: {dataExample: id}}};
        return;
      }
      // A phrasing node that mdast-util-to-hast turns into the span named by `hName`, in .md and .mdx alike.
      node.children![index] = {
        type: 'emphasis',
        data: {hName: 'span', hProperties: {dataExample: id}},
        children: [{type: 'text', value}],
      };
    } else {
      replaceIn(child, where);
    }
  });
}

export function remarkFeatureExamples() {
  return (tree: MdNode, file: VFileLike) => {
    const name = file.path ? path.relative(file.cwd ?? process.cwd(), file.path) : '<page>';
    replaceIn(tree, (line) => (line === undefined ? name : `${name}:${line}`));
  };
}

export default remarkFeatureExamples;
