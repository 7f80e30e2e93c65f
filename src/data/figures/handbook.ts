import type {FigureSpec} from '../../lib/figures/types';

export const HANDBOOK_FIGURES: FigureSpec[] = [];
