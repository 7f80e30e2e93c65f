/**
 * Cloudflare Pages middleware: Markdown twins by content negotiation and the Markdown 404, with the logic the preview
 * server uses (src/lib/markdownNegotiation.ts). Cloudflare Pages runs it on every request when the repository's
 * `functions/` folder is deployed with the site (README.md, "Deploying"). It also gives the "Try it" request frame
 * its own policy (src/lib/tryItFrame.ts): Cloudflare joins the values of a header two `_headers` rules set.
 */
import {answerWithMarkdown} from '../src/lib/markdownNegotiation.ts';
import {withTryItFrameHeaders} from '../src/lib/tryItFrame.ts';

/** The part of Cloudflare's `EventContext` this middleware uses: the static files of the build, and the host's answer. */
interface PagesContext {
  request: Request;
  env: {ASSETS: {fetch: (input: Request | string) => Promise<Response>}};
  next: () => Promise<Response>;
}

export async function onRequest(context: PagesContext): Promise<Response> {
  const {request, env, next} = context;
  const response = await answerWithMarkdown(
    request,
    (path) => env.ASSETS.fetch(new URL(path, request.url).toString()),
    next,
  );
  return withTryItFrameHeaders(request, response);
}
