import {readFileSync} from 'node:fs';
import path from 'node:path';
import {FIGURES_BY_ID} from '../../data/figures';
import {checkPageFigures} from '../figures/check';
import {figureFile, renderFigure} from '../figures/render';
import type {FigureSpec, RenderedFigure} from '../figures/types';

/**
 * A remark plugin (issue #18): the line `::figure{id="funnel-signup"}` becomes the figure of that id from
 * src/data/figures/, as plain HTML with no client code:
 *
 * - an inline `<svg role="img">` carrying the text alternative, sized by its viewBox (the page reserves its space
 *   before the drawing arrives), which shows the drawing of /img/figures/<id>.svg (src/content/plugins/figures.ts writes the
 *   files) through `<use>`, so the drawing takes the page's colour tokens in both themes;
 * - a button over it that opens a larger copy in a popover (the HTML `popover` attribute: Escape and a click
 *   outside close it, no script);
 * - the caption in a `<figcaption>`, the figure's last child (after the popover), as the HTML standard asks.
 *
 * An unknown id, a figure twice on one page, or a number of the figure's text alternative that the page's text does
 * not state fails the build, naming the file and line.
 */

interface MdNode {
  type: string;
  name?: string;
  attributes?: Record<string, string | null | undefined> | null;
  children?: MdNode[];
  position?: {start?: {line?: number}};
  data?: Record<string, unknown>;
}
interface VFileLike {
  path?: string;
  cwd?: string;
  value?: unknown;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: (HastElement | {type: 'text'; value: string})[];
}

/** The class names the figures' styles (src/css/custom.css) and tests rely on. */
export const FIGURE_CLASS = 'cairn-figure';

/**
 * In a frame as narrow as a phone's, a figure stops shrinking at this share of its drawn width and scrolls sideways
 * (its smallest text stays at about 10px); in a wider frame it always fits (src/css/custom.css).
 */
const MIN_SCALE = 0.85;

const h = (
  tagName: string,
  properties: Record<string, unknown>,
  children: HastElement['children'] = [],
): HastElement => ({type: 'element', tagName, properties, children});
const t = (value: string) => ({type: 'text' as const, value});

/** The drawing; the enlarged copy takes its name from the figure's image instead of repeating the text. */
function image(
  figure: RenderedFigure,
  className: string,
  name: {ariaLabel: string} | {ariaLabelledBy: string},
  id?: string,
): HastElement {
  return h(
    'svg',
    {
      className: [className],
      id,
      role: 'img',
      ...name,
      viewBox: `0 0 ${figure.width} ${figure.height}`,
      width: figure.width,
      height: figure.height,
    },
    [h('use', {href: `${figureFile(figure)}#figure`})],
  );
}

/** The HTML of one figure (hast), as the page shows it. */
export function figureHast(figure: RenderedFigure): HastElement {
  const id = `figure-${figure.id}`;
  const large = `${id}-large`;
  const caption = `${id}-caption`;
  const drawing = `${id}-image`;
  return h('figure', {className: [FIGURE_CLASS], id, dataFigure: figure.id}, [
    h('div', {className: [`${FIGURE_CLASS}__frame`]}, [
      h(
        'div',
        {
          className: [`${FIGURE_CLASS}__canvas`],
          style: `--cairn-figure-min-width:${Math.round(figure.width * MIN_SCALE)}px`,
        },
        [
          image(figure, `${FIGURE_CLASS}__image`, {ariaLabel: figure.alt}, drawing),
          h(
            'button',
            {
              type: 'button',
              className: [`${FIGURE_CLASS}__enlarge`],
              popoverTarget: large,
              ariaLabel: 'Enlarge the figure',
              ariaDescribedBy: caption,
            },
            [h('span', {ariaHidden: 'true'}, [t('Enlarge')])],
          ),
        ],
      ),
    ]),
    h(
      'div',
      {
        id: large,
        popover: 'auto',
        role: 'dialog',
        ariaLabelledBy: caption,
        className: [`${FIGURE_CLASS}__large`],
        dataPagefindIgnore: 'all',
      },
      [
        h('div', {className: [`${FIGURE_CLASS}__large-bar`]}, [
          h('p', {}, [t(figure.caption)]),
          h(
            'button',
            {
              type: 'button',
              className: ['button', 'button--secondary', 'button--sm'],
              popoverTarget: large,
              popoverTargetAction: 'hide',
            },
            [t('Close')],
          ),
        ]),
        h('div', {className: [`${FIGURE_CLASS}__large-canvas`]}, [
          image(figure, `${FIGURE_CLASS}__large-image`, {ariaLabelledBy: drawing}),
        ]),
      ],
    ),
    // Last: a figcaption is the first or the last child of its figure (the popover above shows in the top layer).
    h('figcaption', {id: caption}, [t(figure.caption)]),
  ]);
}

const rendered = new Map<string, RenderedFigure>();
/** Each figure is drawn once per build, however many pages show it. */
export function renderedFigure(spec: FigureSpec): RenderedFigure {
  let figure = rendered.get(spec.id);
  if (!figure) {
    figure = renderFigure(spec);
    rendered.set(spec.id, figure);
  }
  return figure;
}

export default function remarkFigures(options: {siteDir?: string} = {}) {
  return (tree: MdNode, file: VFileLike) => {
    const siteDir = options.siteDir ?? file.cwd ?? process.cwd();
    const name = file.path ? path.relative(siteDir, file.path) : 'a Markdown file';
    let checked = false;
    const visit = (node: MdNode): void => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        if (child.type !== 'leafDirective' || child.name !== 'figure') {
          visit(child);
          return child;
        }
        if (!checked) {
          // The whole page at once: every figure line, its id, and the numbers its text alternative states.
          checked = true;
          // The file as written (Docusaurus hands remark the page without its front matter): lines as an editor counts them.
          const source = file.path ? readFileSync(file.path, 'utf8') : String(file.value ?? '');
          const {problems} = checkPageFigures(name, source, FIGURES_BY_ID);
          if (problems.length > 0) throw new Error(problems.join('\n'));
        }
        const spec = FIGURES_BY_ID.get(child.attributes?.id ?? '');
        if (!spec)
          throw new Error(
            `${name}:${child.position?.start?.line ?? '?'}: no figure "${child.attributes?.id ?? ''}" in src/data/figures/ (write ::figure{id="<id>"})`,
          );
        const hast = figureHast(renderedFigure(spec));
        return {
          type: 'cairnFigure',
          data: {hName: hast.tagName, hProperties: hast.properties, hChildren: hast.children},
        };
      });
    };
    visit(tree);
  };
}
