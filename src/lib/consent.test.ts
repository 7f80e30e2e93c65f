import {describe, expect, it} from 'vitest';
import {CONSENT_KEY, persistenceFor, readConsent, writeConsent, type ChoiceStorage} from './consent';

function memoryStorage(): ChoiceStorage & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('analytics consent', () => {
  it('stores nothing on the device until the visitor allows it', () => {
    expect(persistenceFor(undefined)).toBe('memory');
    expect(persistenceFor('denied')).toBe('memory');
    expect(persistenceFor('granted')).toBe('localStorage+cookie');
  });

  it('remembers the choice, and only a valid one', () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBeUndefined();
    writeConsent(storage, 'granted');
    expect(storage.data.get(CONSENT_KEY)).toBe('granted');
    expect(readConsent(storage)).toBe('granted');
    writeConsent(storage, undefined);
    expect(readConsent(storage)).toBeUndefined();
    storage.setItem(CONSENT_KEY, 'yes please');
    expect(readConsent(storage)).toBeUndefined();
  });

  it('survives storage that throws', () => {
    const broken: ChoiceStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readConsent(broken)).toBeUndefined();
    expect(() => writeConsent(broken, 'granted')).not.toThrow();
    expect(readConsent(undefined)).toBeUndefined();
  });
});
