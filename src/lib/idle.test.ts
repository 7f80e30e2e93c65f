import {describe, expect, it, vi} from 'vitest';
import {whenIdle} from './idle';

describe('whenIdle', () => {
  it('uses requestIdleCallback with the timeout and cancels it', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    const callback = vi.fn();
    const cancel = whenIdle(callback, 1500, {requestIdleCallback, cancelIdleCallback, setTimeout: vi.fn(), clearTimeout: vi.fn()} as never);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {timeout: 1500});
    (requestIdleCallback.mock.calls[0] as unknown as [() => void])[0]();
    expect(callback).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where idle callbacks do not exist', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    whenIdle(callback, 2000, {setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout} as never);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
    const other = vi.fn();
    whenIdle(other, 2000, {setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout} as never)();
    vi.advanceTimersByTime(5);
    expect(other).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
