/**
 * Runs `callback` once the browser is idle (requestIdleCallback, at most `timeout` ms later), or after a macrotask
 * where idle callbacks do not exist. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeout = 2000, win: Pick<Window, 'setTimeout' | 'clearTimeout'> & Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>> = window): () => void {
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const handle = win.requestIdleCallback(() => callback(), {timeout});
    return () => win.cancelIdleCallback!(handle);
  }
  const handle = win.setTimeout(callback, 1);
  return () => win.clearTimeout(handle);
}
