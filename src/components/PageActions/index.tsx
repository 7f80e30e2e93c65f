import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@cairn/docusaurus-internals/router';
import {chatGptUrl, claudeUrl, feedbackIssueUrl, markdownPath} from '@site/src/lib/pageActions';
import {useDeployConfig} from '@site/src/components/useDeployConfig';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Actions on a docs or handbook page: copy it as Markdown, view the Markdown, open it in ChatGPT or Claude,
 * raise an issue about it. The menu is a <details>, so its links work without JavaScript; copying needs it.
 * Give it the page as `key`, so another page starts with a fresh "Copy page".
 */
export default function PageActions({title}: {title: string}): ReactNode {
  const {deploy} = useDeployConfig();
  const {pathname} = useLocation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const menu = useRef<HTMLDetailsElement>(null);
  const md = markdownPath(pathname);
  const mdUrl = `${deploy.siteUrl}${md}`;

  useEffect(() => {
    const close = (event: MouseEvent | KeyboardEvent) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node))
        details.open = false;
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  const copyPage = async () => {
    try {
      const response = await fetch(md);
      if (!response.ok) throw new Error(`${md} answered ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className={styles.actions} data-pagefind-ignore="all">
      <button type="button" className={clsx('clean-btn', styles.button, styles.copy)} onClick={copyPage}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <span aria-live="polite">{copy === 'copied' ? 'Copied' : copy === 'failed' ? 'Copy failed' : 'Copy page'}</span>
      </button>
      <details ref={menu} className={styles.menu}>
        <summary className={clsx(styles.button, styles.more)} aria-label="More page actions">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        </summary>
        <ul className={styles.list}>
          <li>
            {/* pathname:// : a static file of the build, not a page of the router. */}
            <Link className={styles.item} to={`pathname://${md}`} target="_blank" rel="noopener">
              View as Markdown
            </Link>
          </li>
          <li>
            <Link className={styles.item} href={chatGptUrl(mdUrl)}>
              Open in ChatGPT
            </Link>
          </li>
          <li>
            <Link className={styles.item} href={claudeUrl(mdUrl)}>
              Open in Claude
            </Link>
          </li>
          <li>
            <Link
              className={styles.item}
              href={feedbackIssueUrl(deploy.websiteRepo, title, `${deploy.siteUrl}${pathname}`)}
            >
              Raise an issue
            </Link>
          </li>
        </ul>
      </details>
    </div>
  );
}
