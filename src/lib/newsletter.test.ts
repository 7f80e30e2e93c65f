import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {IDENTIFY_DEBOUNCE_MS, createSubscriberIdentifier, isCompleteEmail} from './newsletter';

const scheduler = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('isCompleteEmail', () => {
  it.each(['ana@example.com', ' jo.nas+news@mail.example.org ', 'x@y.io'])('accepts %s', (email) => {
    expect(isCompleteEmail(email)).toBe(true);
  });
  it.each(['ana', 'ana@', 'ana@example', 'ana@example.c', 'a na@example.com', 'ana@@example.com', 'ana@example.'])(
    'rejects %s',
    (email) => expect(isCompleteEmail(email)).toBe(false),
  );
});

describe('createSubscriberIdentifier', () => {
  function typeInto(onInput: (v: string) => void, text: string) {
    for (let i = 1; i <= text.length; i += 1) {
      onInput(text.slice(0, i));
      vi.advanceTimersByTime(60);
    }
  }

  it('identifies once, after the pause, for the complete address only', () => {
    const identify = vi.fn();
    const {onInput} = createSubscriberIdentifier(identify, scheduler);
    typeInto(onInput, 'ana@example.com');
    expect(identify).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDENTIFY_DEBOUNCE_MS);
    expect(identify).toHaveBeenCalledTimes(1);
    expect(identify).toHaveBeenCalledWith('ana@example.com');
  });

  it('never identifies a partial address', () => {
    const identify = vi.fn();
    const {onInput} = createSubscriberIdentifier(identify, scheduler);
    typeInto(onInput, 'ana@exam');
    vi.advanceTimersByTime(5000);
    expect(identify).not.toHaveBeenCalled();
  });

  it('identifies each distinct address once', () => {
    const identify = vi.fn();
    const {onInput} = createSubscriberIdentifier(identify, scheduler);
    for (const value of ['ana@example.com', 'ANA@example.com ', 'ana@example.org', 'ana@example.com']) {
      onInput(value);
      vi.advanceTimersByTime(IDENTIFY_DEBOUNCE_MS);
    }
    expect(identify.mock.calls).toEqual([['ana@example.com'], ['ana@example.org']]);
  });

  it('cancels a pending identify', () => {
    const identify = vi.fn();
    const identifier = createSubscriberIdentifier(identify, scheduler);
    identifier.onInput('ana@example.com');
    identifier.cancel();
    vi.advanceTimersByTime(5000);
    expect(identify).not.toHaveBeenCalled();
  });
});
