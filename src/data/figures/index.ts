import type {FigureSpec} from '../../content/figures/types';
import {BLOG_FIGURES} from './blog';
import {FEATURE_FIGURES} from './features';
import {HANDBOOK_FIGURES} from './handbook';
import {OPERATIONS_FIGURES} from './operations';

/** Every figure of the site, by section (see src/content/figures/types.ts). */
export const FIGURES: readonly FigureSpec[] = [
  ...FEATURE_FIGURES,
  ...OPERATIONS_FIGURES,
  ...HANDBOOK_FIGURES,
  ...BLOG_FIGURES,
];

export const FIGURES_BY_ID: ReadonlyMap<string, FigureSpec> = new Map(FIGURES.map((figure) => [figure.id, figure]));
