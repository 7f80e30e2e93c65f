/**
 * Pages as the build reads them: Docusaurus compiles .md pages as MDX too (markdown.format defaults to 'mdx'), with
 * front matter, GitHub-flavored Markdown and directives (`:::note`, `::figure`, `::operation`). Used by the content
 * check and the link check.
 */
import {compile, createProcessor} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type {MdNode} from '../links.ts';
import {remarkFeatureExamples} from '../remark/feature-examples.ts';
import {remarkPublicNumbers} from '../remark/public-numbers.ts';

const remarkPlugins = [remarkFrontmatter, remarkGfm, remarkDirective];
let parser: ReturnType<typeof createProcessor> | undefined;

/** A page's syntax tree; throws when the page is not valid MDX. */
export function parseMdx(source: string): MdNode {
  parser ??= createProcessor({format: 'mdx', remarkPlugins});
  return parser.parse(source) as MdNode;
}

/** Where and why a page does not compile. */
export interface MdxError {
  line: number;
  column?: number;
  message: string;
}

/** Compiles a page as the build does: its syntax tree when it compiles, else the error with its line. */
export async function compileMdx(source: string): Promise<{tree?: MdNode; error?: MdxError}> {
  let tree: MdNode | undefined;
  const keepTree = () => (parsed: MdNode) => {
    tree = parsed;
  };
  try {
    // The public numbers' directive fails on an unknown id, as in the build.
    await compile(source, {
      format: 'mdx',
      remarkPlugins: [...remarkPlugins, remarkPublicNumbers, remarkFeatureExamples, keepTree],
    });
    return {tree};
  } catch (error) {
    const {line, column, reason, message} = error as {line?: number; column?: number; reason?: string; message: string};
    return {error: {line: line ?? 1, column: column ?? undefined, message: reason ?? message}};
  }
}
