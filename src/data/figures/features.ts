import type {FigureSpec} from '../../lib/figures/types';

export const FEATURE_FIGURES: FigureSpec[] = [];
