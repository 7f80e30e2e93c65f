import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDeployConfig} from '../useDeployConfig';
import {formatStarCount, readCachedStars, starsFromApi, writeCachedStars} from '@site/src/lib/stars';
import styles from './styles.module.css';

/**
 * The source repository's star count, linking to its stargazers. The count comes from GitHub's public API
 * once an hour at most (cached in the browser); on any error, a rate limit or no network, the button shows
 * without a count. Its width is reserved, so the header never shifts when the count arrives.
 */
export default function GitHubStars({className}: {className?: string}): ReactNode {
  const {links} = useDeployConfig();
  const [count, setCount] = useState<number | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    const controller = new AbortController();
    const timeout = window.setTimeout(() => controller.abort(), 5000);
    const cached = readCachedStars(window.localStorage, Date.now());
    const stars: Promise<number | undefined> =
      cached !== undefined
        ? Promise.resolve(cached)
        : fetch(links.starsApi, {signal: controller.signal, headers: {Accept: 'application/vnd.github+json'}})
            .then((response) => (response.ok ? response.json() : undefined))
            .then((body) => {
              const count = starsFromApi(body);
              if (count !== undefined) writeCachedStars(window.localStorage, count, Date.now());
              return count;
            })
            // No network, a rate limit, blocked or aborted: keep the button without a count.
            .catch(() => undefined);
    stars.then((count) => {
      window.clearTimeout(timeout);
      if (!cancelled && count !== undefined) setCount(count);
    });
    return () => {
      cancelled = true;
      controller.abort();
      window.clearTimeout(timeout);
    };
  }, [links.starsApi]);

  const label =
    count === undefined ? 'Star Cairn on GitHub' : `Star Cairn on GitHub (${count.toLocaleString('en-US')} stars)`;
  return (
    <Link href={links.stargazers} className={`${styles.button} ${className ?? ''}`} aria-label={label}>
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 .25a.75.75 0 0 1 .67.42l1.88 3.8 4.2.61a.75.75 0 0 1 .41 1.28l-3.04 2.96.72 4.18a.75.75 0 0 1-1.09.79L8 12.3l-3.75 1.98a.75.75 0 0 1-1.09-.79l.72-4.18L.84 6.36a.75.75 0 0 1 .41-1.28l4.2-.61L7.33.67A.75.75 0 0 1 8 .25Z" />
      </svg>
      <span>Star</span>
      <span className={styles.count} data-testid="github-stars-count">
        {count === undefined ? '' : formatStarCount(count)}
      </span>
    </Link>
  );
}
