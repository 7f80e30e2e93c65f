import type {ReactNode} from 'react';

/** One line of the site's data with `backticks` shown as code, the only inline Markdown the data uses. */
export default function InlineCode({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}
