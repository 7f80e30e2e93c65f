import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {FIGURES} from '../../data/figures';
import {checkFigures} from '../figures/check';
import {renderedFigure} from '../remark/figures';

/**
 * Writes every figure of src/data/figures/ as /img/figures/<id>.svg (issue #18) into a static directory of the
 * site's own (FIGURES_STATIC_DIR, listed in `staticDirectories`), before the bundler copies the static files:
 * the build and the dev server serve them like the files of static/. A figure with invalid data fails the build,
 * with one line per problem. The pages reference the files through src/content/remark/figures.ts.
 */
export const FIGURES_STATIC_DIR = '.docusaurus/cairn-figures';

export default function figuresPlugin(context: LoadContext): Plugin {
  return {
    name: 'cairn-figures',
    loadContent() {
      const problems = checkFigures(FIGURES);
      if (problems.length > 0) throw new Error(`Figures:\n${problems.join('\n')}`);
      const dir = path.join(context.siteDir, FIGURES_STATIC_DIR, 'img', 'figures');
      rmSync(dir, {recursive: true, force: true});
      mkdirSync(dir, {recursive: true});
      for (const spec of FIGURES) {
        const figure = renderedFigure(spec);
        writeFileSync(path.join(dir, `${figure.id}.svg`), figure.svg);
      }
    },
  };
}
