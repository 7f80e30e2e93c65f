import type {FigureSpec} from '../../lib/figures/types';

export const BLOG_FIGURES: FigureSpec[] = [];
