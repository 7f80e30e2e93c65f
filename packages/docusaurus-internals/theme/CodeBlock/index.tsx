import React, {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';
// Upstream's styles for a code block shown without highlighting (CodeBlock/Content/Element), used as they are.
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import elementStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

type Props = WrapperProps<typeof CodeBlockType>;
type Highlighter = ComponentType<Props>;

const importHighlighter = () => import('../../src/prism-on-demand/Highlighter') as Promise<{default: Highlighter}>;
let highlighter: Highlighter | undefined;
let pending: Promise<Highlighter> | undefined;

/** Loads the highlighter chunk once; a failed load is retried by the next code block that asks. */
function loadHighlighter(): Promise<Highlighter> {
  pending ??= importHighlighter().then(
    (module) => (highlighter = module.default),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

// The server bundle renders highlighted code synchronously, inline in the HTML; the browser bundle leaves this
// branch out (see ../../src/prism-on-demand).
const ServerHighlighter: Highlighter | undefined = __CAIRN_SERVER__
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('../../src/prism-on-demand/Highlighter') as {default: Highlighter}).default
  : undefined;

/** The server's HTML of each block on this page, kept for blocks that remount before the highlighter is there. */
const serverHtml = new Map<string, string>();
const blockKey = (props: Props) =>
  JSON.stringify([
    typeof props.children === 'string' ? props.children : '',
    props.className,
    props.metastring,
    props.title,
  ]);

/**
 * Code blocks without Prism on the critical path. The server renders each block highlighted (dark-mode colors come
 * from the stylesheet of ../../src/prism-on-demand). In the browser, the hydrating render keeps that HTML as it
 * is (an empty `dangerouslySetInnerHTML` is not compared in production); a block that remounts before the
 * highlighter is there (tabs remount once hydrated) shows the same HTML. The highlighter loads when the visitor
 * reaches for a block (pointer, touch or keyboard focus) and takes the block over with the same markup, adding its
 * copy and word-wrap buttons (which the classic theme never renders on the server). After a client-side navigation, a
 * block shows its plain text until the highlighter is there.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const key = blockKey(props);
  const ref = useRef<HTMLDivElement>(null);
  // Decided on the first render: during hydration, or on a remount just after it, the server's HTML is on screen.
  // The dev server renders in the browser only, so there is no server HTML to keep: plain text, then the
  // highlighter at once (the production bundle drops this branch).
  const [staticHtml] = useState(() =>
    isBrowser ? serverHtml.get(key) : process.env.NODE_ENV === 'production' ? '' : undefined,
  );
  const [Highlighted, setHighlighted] = useState<Highlighter | undefined>(() => highlighter);

  useLayoutEffect(() => {
    if (!isBrowser && ref.current) serverHtml.set(key, ref.current.innerHTML);
  }, [isBrowser, key]);

  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => void (live.current = false);
  }, []);
  const highlight = useCallback(() => {
    if (Highlighted) return;
    void loadHighlighter().then(
      (component) => live.current && startTransition(() => setHighlighted(() => component)),
      () => undefined,
    );
  }, [Highlighted]);
  // Nothing on screen to keep: load at once.
  useEffect(() => {
    if (staticHtml === undefined) highlight();
  }, [staticHtml, highlight]);

  if (ServerHighlighter) {
    return (
      <div className={styles.frame}>
        <ServerHighlighter {...props} />
      </div>
    );
  }
  if (Highlighted) {
    return (
      <div className={styles.frame}>
        <Highlighted {...props} />
      </div>
    );
  }
  if (staticHtml !== undefined) {
    return (
      // The block's own buttons and scrolling region are inside; this only listens for the first interaction.
      <div
        ref={ref}
        className={styles.frame}
        dangerouslySetInnerHTML={{__html: staticHtml}}
        suppressHydrationWarning
        onPointerOver={highlight}
        onTouchStart={highlight}
        onFocus={highlight}
      />
    );
  }
  // Plain text in upstream's markup for an unhighlighted block, until the highlighter arrives. Not upstream's
  // component: its container reads the Prism theme through helpers that would bring the highlighter's utilities
  // (line ranges, titles, magic comments) into every page's first load.
  return (
    <div className={styles.frame}>
      <pre
        tabIndex={0}
        className={clsx(
          containerStyles.codeBlockContainer,
          ThemeClassNames.common.codeBlock,
          elementStyles.codeBlockStandalone,
          'thin-scrollbar',
          props.className,
        )}
      >
        <code className={elementStyles.codeBlockLines}>{props.children}</code>
      </pre>
    </div>
  );
}
