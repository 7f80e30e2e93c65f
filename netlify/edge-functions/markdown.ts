/**
 * Netlify edge function: Markdown twins by content negotiation and the Markdown 404, with the logic the preview server
 * uses (src/lib/markdownNegotiation.ts, free of imports so Deno runs it as it is). Netlify deploys every file of
 * `netlify/edge-functions/` with the site; `config` below says where it runs (README.md, "Deploying"). It also gives
 * the "Try it" request frame its own policy (src/lib/tryItFrame.ts), whatever Netlify makes of the two `_headers`
 * rules that set it.
 */
import {answerWithMarkdown} from '../../src/lib/markdownNegotiation.ts';
import {withTryItFrameHeaders} from '../../src/lib/tryItFrame.ts';

/** The part of Netlify's edge `Context` this function uses: the answer the site gives without it. */
interface EdgeContext {
  next: () => Promise<Response>;
}

export default async function markdown(request: Request, context: EdgeContext): Promise<Response> {
  const response = await answerWithMarkdown(
    request,
    (path) => fetch(new URL(path, request.url)),
    () => context.next(),
  );
  return withTryItFrameHeaders(request, response);
}

/** Every path but the hashed assets, which have no twin. */
export const config = {path: '/*', excludedPath: ['/assets/*']};
