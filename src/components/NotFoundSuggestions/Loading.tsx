import type {ComponentType, ReactNode} from 'react';
import {HEADING_ID, Placeholder, SuggestionsFrame} from './Frame';
import styles from './styles.module.css';

// The server renders this before the suggestions into 404.html (React streams a lazy component's fallback first), so
// there it is the suggestions' first state, with the section links for visitors without JavaScript. The browser shows
// it only where JavaScript runs (an unknown docs address reached by a link), so there the placeholder is enough and
// the links' code stays out of the docs' first load (see packages/docusaurus-internals/src/globals.d.ts for __CAIRN_SERVER__).
const ServerInitialState: ComponentType | undefined = __CAIRN_SERVER__
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./Sections') as {InitialState: ComponentType}).InitialState
  : undefined;

/**
 * The suggestions while their code (a lazy chunk, see NotFound/Content) loads: the same frame, so the area has its
 * height from the start and nothing below it moves.
 */
export function SuggestionsLoading(): ReactNode {
  return (
    <SuggestionsFrame headingId={HEADING_ID.loading} busy>
      {ServerInitialState ? <ServerInitialState /> : <Placeholder className={styles.withJs} />}
    </SuggestionsFrame>
  );
}
