import {createHash} from 'node:crypto';
import {draw} from './charts';
import {altOf} from './check';
import {svgDocument} from './svg';
import type {FigureSpec, RenderedFigure} from './types';

/** A figure drawn, with its text alternative and the hash that names its version. */
export function renderFigure(spec: FigureSpec): RenderedFigure {
  const {width, height, body} = draw(spec);
  const svg = svgDocument(Math.ceil(width), Math.ceil(height), spec.caption, body);
  return {
    id: spec.id,
    width: Math.ceil(width),
    height: Math.ceil(height),
    svg,
    alt: altOf(spec),
    caption: spec.caption,
    hash: createHash('sha256').update(svg).digest('hex').slice(0, 8),
  };
}

/** The address of a figure's file, versioned by its content. */
export const figureFile = (figure: Pick<RenderedFigure, 'id' | 'hash'>): string =>
  `/img/figures/${figure.id}.svg?v=${figure.hash}`;
