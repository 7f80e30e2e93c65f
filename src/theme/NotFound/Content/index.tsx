import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
// BEGIN CAIRN
import {PageMetadata} from '@docusaurus/theme-common';
import {SuggestionsLoading} from '@site/src/components/NotFoundSuggestions/Loading';

// Its own chunk: the docs and handbook render this content for their unknown addresses, so a static import would put
// the suggestions' search code on every docs and handbook page's first load. The build waits for it and renders it
// into 404.html; in the browser that HTML stays as it is until the chunk arrives, or, where React renders this
// content itself (an unknown docs address), the suggestions' first state takes its place.
const NotFoundSuggestions = lazy(() => import('@site/src/components/NotFoundSuggestions'));

/** The 404 title, in sentence case; set here too because the docs and handbook render this content without `NotFound`. */
const TITLE = 'Page not found';
// END CAIRN

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          {/* BEGIN CAIRN: our title and text, then the pages the offline search finds for the requested path. */}
          <PageMetadata title={TITLE} description="There is no page at this address on cairn.dev." />
          <Heading as="h1" className="hero__title">
            {TITLE}
          </Heading>
          <p>There is no page at this address. The link may be out of date, or the address may have a typo.</p>
          <Suspense fallback={<SuggestionsLoading />}>
            <NotFoundSuggestions />
          </Suspense>
          {/* END CAIRN */}
        </div>
      </div>
    </main>
  );
}
