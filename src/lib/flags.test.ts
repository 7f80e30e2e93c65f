import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {FLAG_POLL_INTERVAL_MS, followFlag, isFlagOn, whenClientReady, type FlagClient} from './flags';

const timers = {
  setInterval: (callback: () => void, ms: number) => setInterval(callback, ms),
  clearInterval: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
};

class FakeClient implements FlagClient {
  flags: Record<string, unknown> = {};
  listeners = new Set<() => void>();
  getFeatureFlag(key: string) {
    return this.flags[key];
  }
  onFeatureFlags(callback: () => void) {
    this.listeners.add(callback);
    return () => this.listeners.delete(callback);
  }
  set(key: string, value: unknown) {
    this.flags[key] = value;
    this.listeners.forEach((listener) => listener());
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('isFlagOn', () => {
  it('treats any returned value as on', () => {
    expect(isFlagOn(true)).toBe(true);
    expect(isFlagOn('variant-b')).toBe(true);
    expect(isFlagOn(0)).toBe(true);
    expect(isFlagOn(undefined)).toBe(false);
    expect(isFlagOn(null)).toBe(false);
    expect(isFlagOn(false)).toBe(false);
  });
});

describe('whenClientReady', () => {
  it('polls every interval until the client exists, then stops', () => {
    let client: FakeClient | undefined = undefined;
    const getClient = vi.fn(() => client);
    const onReady = vi.fn();
    whenClientReady(getClient, onReady, timers);
    vi.advanceTimersByTime(3 * FLAG_POLL_INTERVAL_MS);
    expect(getClient).toHaveBeenCalledTimes(4); // once at once, then after one, two and three intervals
    client = new FakeClient();
    vi.advanceTimersByTime(FLAG_POLL_INTERVAL_MS);
    expect(onReady).toHaveBeenCalledWith(client);
    vi.advanceTimersByTime(3000);
    expect(getClient).toHaveBeenCalledTimes(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops polling when canceled before the client appears', () => {
    const cancel = whenClientReady(() => undefined, vi.fn(), timers);
    expect(vi.getTimerCount()).toBe(1);
    cancel();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('followFlag', () => {
  it('reports the flag, then each change, and cleans up its listener', () => {
    const client = new FakeClient();
    let ready: FakeClient | undefined = undefined;
    const changes: boolean[] = [];
    const stop = followFlag(
      () => ready,
      'launch-tutorials-section',
      (on) => changes.push(on),
      timers,
    );
    vi.advanceTimersByTime(600);
    ready = client;
    vi.advanceTimersByTime(300);
    expect(changes).toEqual([false]);
    client.set('launch-tutorials-section', true);
    client.set('launch-tutorials-section', 'on');
    client.set('launch-tutorials-section', false);
    expect(changes).toEqual([false, true, false]);
    stop();
    expect(client.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('followFlag with a client that cannot answer', () => {
  it('leaves the flag off instead of throwing', () => {
    const broken = {} as FlagClient;
    const states: boolean[] = [];
    const stop = followFlag(
      () => broken,
      'launch-tutorials-section',
      (on) => states.push(on),
      timers,
    );
    expect(states).toEqual([false]);
    expect(() => stop()).not.toThrow();
  });
});
