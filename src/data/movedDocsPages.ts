import type {MovedDocsPage} from '../lib/redirects';

/**
 * Docs pages whose address changed, as paths under a docs version (`/docs/`, `/docs/next/`, `/docs/1.14/`): the
 * build writes a redirect page at each version's old address (src/lib/redirects.ts), so links and bookmarks that
 * readers keep still arrive.
 */
export const MOVED_DOCS_PAGES: readonly MovedDocsPage[] = [
  // Issue #28: the endpoint page template is for contributors, listed under Contributing, not in the API reference.
  {from: 'api/_template', to: '_api-endpoint-template'},
];
