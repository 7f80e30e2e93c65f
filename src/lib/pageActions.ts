/**
 * Links of the page actions on docs and handbook pages (src/components/PageActions): the page's Markdown twin,
 * the same page opened in an AI assistant, and a prefilled issue on the website repository.
 */

/** The Markdown twin of the page at `pathname` (built by src/plugins/llms-txt): the path plus ".md". */
export function markdownPath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return `${path || '/index'}.md`;
}

/** What the assistant is asked: read the page's Markdown, then answer about it. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask you questions about it. It is a page of the Cairn documentation.`;
}

export function chatGptUrl(markdownUrl: string): string {
  return `https://chatgpt.com/?hints=search&q=${encodeURIComponent(assistantPrompt(markdownUrl))}`;
}

export function claudeUrl(markdownUrl: string): string {
  return `https://claude.ai/new?q=${encodeURIComponent(assistantPrompt(markdownUrl))}`;
}

/** A new issue on the website repository ("owner/name"), titled "Docs feedback on: <page title>". */
export function feedbackIssueUrl(websiteRepo: string, title: string, pageUrl: string): string {
  const params = new URLSearchParams({
    title: `Docs feedback on: ${title}`,
    body: `Page: ${pageUrl}\n\nWhat is wrong or missing?\n`,
  });
  return `https://github.com/${websiteRepo}/issues/new?${params.toString()}`;
}

/** The event a "Was this page helpful?" answer sends. */
export const FEEDBACK_EVENT = 'docs_page_feedback';

export interface FeedbackProperties {
  path: string;
  /** The docs version ("1.15", "next"), or null for the handbook, which has no versions. */
  version: string | null;
  vote: 'yes' | 'no';
  comment: string;
}

/** The event's properties: the comment trimmed and capped at 1,000 characters. */
export function feedbackProperties(
  path: string,
  version: string | null,
  vote: 'yes' | 'no',
  comment: string,
): FeedbackProperties {
  return {path, version, vote, comment: comment.trim().slice(0, 1000)};
}
