import {startTransition, useEffect, useMemo, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {activeHeadingId, buildTocTree, flattenToc, type Heading, type TocNode} from '@site/src/lib/toc';
import {useLayoutState} from '@site/src/components/Layout/LayoutState';
import {headingOffset, scrollToHeading} from './scroll';
import styles from './styles.module.css';

interface Props {
  toc: readonly Heading[];
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

function Items({
  nodes,
  active,
  onPick,
}: {
  nodes: TocNode[];
  active: string | null;
  onPick: (event: MouseEvent<HTMLAnchorElement>, id: string) => void;
}): ReactNode {
  return (
    <ul className={styles.list}>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={`#${node.id}`}
            className={clsx(
              'table-of-contents__link',
              styles.link,
              node.id === active && clsx('table-of-contents__link--active', styles.active),
            )}
            aria-current={node.id === active ? 'location' : undefined}
            onClick={(event) => onPick(event, node.id)}
            // Docusaurus gives heading text as HTML (inline code, emphasis).
            dangerouslySetInnerHTML={{__html: node.value}}
          />
          {node.children.length > 0 && <Items nodes={node.children} active={active} onPick={onPick} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The page's table of contents: headings nested by depth (src/lib/toc.ts), the section being read
 * highlighted, and a click scrolling smoothly to the heading. Plain #links without JavaScript.
 */
export default function TableOfContents({toc, minHeadingLevel, maxHeadingLevel}: Props): ReactNode {
  const {state, dispatch} = useLayoutState();
  const tree = useMemo(
    () => buildTocTree(toc, {minDepth: minHeadingLevel, maxDepth: maxHeadingLevel}),
    [toc, minHeadingLevel, maxHeadingLevel],
  );

  // Neither the contents' list nor the highlighted entry is urgent: as transitions, the re-renders they cause yield
  // to the browser instead of adding a long task to the page's start.
  useEffect(() => startTransition(() => dispatch({type: 'contents/set', tree})), [tree, dispatch]);

  // Scroll-spy, at most once a frame.
  useEffect(() => {
    const ids = flattenToc(tree);
    let frame = 0;
    const update = () => {
      frame = 0;
      const positions = ids.flatMap((id) => {
        const heading = document.getElementById(id);
        return heading ? [{id, top: heading.getBoundingClientRect().top}] : [];
      });
      const root = document.documentElement;
      const atBottom = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      const id = activeHeadingId(positions, headingOffset(), atBottom);
      startTransition(() => dispatch({type: 'contents/select', id}));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, {passive: true});
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [tree, dispatch]);

  const onPick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dispatch({type: 'contents/close'});
    // After the narrow-screen panel has closed, so the heading's position is final.
    requestAnimationFrame(() => scrollToHeading(id));
  };

  return (
    <nav className={clsx('table-of-contents', styles.toc)} aria-label="On this page">
      <p className={styles.title}>On this page</p>
      <Items nodes={tree} active={state.selectedEntry} onPick={onPick} />
    </nav>
  );
}
