import type {FigureSpec} from '../../lib/figures/types';

export const OPERATIONS_FIGURES: FigureSpec[] = [];
