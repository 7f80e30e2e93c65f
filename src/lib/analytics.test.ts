import {describe, expect, it} from 'vitest';
import {analyticsAllowed, visitorOptedOut} from './analytics';

describe('analyticsAllowed', () => {
  it('needs a key', () => {
    expect(analyticsAllowed(undefined, {})).toBe(false);
    expect(analyticsAllowed('phc_123', {})).toBe(true);
  });

  it('honours Do Not Track and Global Privacy Control', () => {
    expect(visitorOptedOut({doNotTrack: '1'})).toBe(true);
    expect(visitorOptedOut({doNotTrack: null}, {doNotTrack: '1'})).toBe(true);
    expect(visitorOptedOut({globalPrivacyControl: true})).toBe(true);
    expect(visitorOptedOut({doNotTrack: '0'})).toBe(false);
    expect(analyticsAllowed('phc_123', {doNotTrack: '1'})).toBe(false);
  });
});
