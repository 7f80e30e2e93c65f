import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import {describe, expect, it} from 'vitest';
import {sampleProject} from '../../data/sampleProject';
import {featureExamples} from '../../lib/featureExamples';
import remarkFeatureExamples from './feature-examples';

const examples = featureExamples(sampleProject);

/** A page compiled to HTML-like output as the build does it: MDX with directives, then the plugin. */
async function render(source: string, path = '/site/src/pages/features/funnels.mdx') {
  const file = await compile(
    {value: source, path, cwd: '/site'},
    {format: 'mdx', remarkPlugins: [remarkDirective, remarkFeatureExamples], outputFormat: 'function-body'},
  );
  return String(file);
}

describe('remark-feature-examples', () => {
  it('writes the number inside a span that names it', async () => {
    const out = await render('Of them, :feature-example{id="funnels.step2"} viewed a recipe.\n');
    expect(out).toContain('"span"');
    expect(out).toContain(`"data-example": "funnels.step2"`);
    expect(out).toContain(JSON.stringify(examples.funnels!.step2));
    expect(out).not.toContain('feature-example');
  });

  it('works inside tables and emphasis', async () => {
    const out = await render('| a | b |\n| --- | --- |\n| x | **:feature-example{id="trends.total"}** |\n');
    expect(out).toContain(`"data-example": "trends.total"`);
  });

  it('fills a directive written alone as inline code, and leaves other code alone', async () => {
    const out = await render('The page `:feature-example{id="toolbar.page"}` and `:feature-example` itself.\n');
    expect(out).toContain(`"data-example": "toolbar.page"`);
    expect(out).toContain(JSON.stringify(examples.toolbar!.page));
    expect(out).toContain('":feature-example"');
  });

  it("fails naming the file, the line and the page's known ids on an unknown id", async () => {
    await expect(render('First line.\n\nThen :feature-example{id="funnels.nope"}.\n')).rejects.toThrow(
      /src\/pages\/features\/funnels\.mdx:3: unknown example number "funnels\.nope".*known for funnels: funnels.window, funnels.step1/,
    );
    await expect(render(':feature-example{}\n')).rejects.toThrow(/unknown example number ""/);
  });
});
