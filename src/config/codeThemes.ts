import {themes, type PrismTheme} from 'prism-react-renderer';
import {accessiblePrismTheme} from '../lib/contrast';

/** The highlighted-line backgrounds; src/css/custom.css sets the same values (a unit test compares them). */
export const HIGHLIGHTED_LINE = {light: 'rgb(0 0 0 / 8%)', dark: 'rgb(255 255 255 / 10%)'} as const;

/**
 * Code block colors: GitHub's light theme and Dracula, with each token color darkened or lightened just enough to
 * reach WCAG AA contrast (their comments, numbers and strings fall short as published).
 */
export const CODE_THEMES: Record<'light' | 'dark', PrismTheme> = {
  light: accessiblePrismTheme(themes.github, HIGHLIGHTED_LINE.light),
  dark: accessiblePrismTheme(themes.dracula, HIGHLIGHTED_LINE.dark),
};
