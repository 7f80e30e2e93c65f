import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
// BEGIN CAIRN
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundSuggestions from '@site/src/components/NotFoundSuggestions';

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
          <NotFoundSuggestions />
          {/* END CAIRN */}
        </div>
      </div>
    </main>
  );
}
