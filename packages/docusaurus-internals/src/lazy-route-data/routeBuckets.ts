/**
 * Which bucket of a lazily loaded route section holds a path: shared by the build, which writes each section's leaf
 * routes into `count` buckets (./routeSplit.ts), and the browser, which loads the bucket of the path it is about
 * to render (./client.tsx). Both must agree, so it is one function.
 */

/**
 * The form of a path that decides its bucket: lower case (routes match case-insensitively) and without a trailing
 * slash, so `/docs/next/` and `/docs/next` land in the same bucket.
 */
export function bucketKey(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') || '/' : lower;
}

/** 32-bit FNV-1a of the key's UTF-16 code units: small, fast and the same in Node and every browser. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The bucket (0 to count - 1) of a path in a section of `count` buckets. */
export function bucketOf(pathname: string, count: number): number {
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`bucketOf: a section has at least one bucket (got ${count})`);
  return fnv1a(bucketKey(pathname)) % count;
}
