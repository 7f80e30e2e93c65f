/** The GitHub star count beside the repository link: compact formatting and a one-hour browser cache. */

export const STARS_CACHE_KEY = 'cairn:github-stars';
export const STARS_CACHE_TTL_MS = 60 * 60 * 1000;

/** 950 → "950", 1234 → "1.2k", 12345 → "12.3k", 123456 → "123k", 1234567 → "1.2M". */
export function formatStarCount(count: number): string {
  const compact = (value: number, unit: string) => {
    const rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
    return `${rounded}${unit}`;
  };
  if (count < 1000) return String(count);
  if (count < 999_950) return compact(count / 1000, 'k');
  return compact(count / 1_000_000, 'M');
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The cached count, if one was stored less than an hour ago. */
export function readCachedStars(storage: StorageLike, now: number): number | undefined {
  try {
    const cached = JSON.parse(storage.getItem(STARS_CACHE_KEY) ?? 'null') as {count: number; at: number} | null;
    if (cached && typeof cached.count === 'number' && now - cached.at < STARS_CACHE_TTL_MS) return cached.count;
  } catch {
    // A corrupt or inaccessible cache is the same as no cache.
  }
  return undefined;
}

export function writeCachedStars(storage: StorageLike, count: number, now: number): void {
  try {
    storage.setItem(STARS_CACHE_KEY, JSON.stringify({count, at: now}));
  } catch {
    // Storage may be full or disabled (private browsing): the count simply is not cached.
  }
}

/** The star count from the repository API's JSON, or undefined when the answer has none. */
export function starsFromApi(body: unknown): number | undefined {
  const count = (body as {stargazers_count?: unknown} | null)?.stargazers_count;
  return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : undefined;
}
