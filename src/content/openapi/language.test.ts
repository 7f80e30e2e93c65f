import {describe, expect, it} from 'vitest';
import {chosenLanguage, tabAfterKey, withLanguage} from './language';

describe('the samples language', () => {
  it('comes from the address, else from the reader\'s last choice, else cURL', () => {
    expect(chosenLanguage('?language=python', 'go')).toBe('python');
    expect(chosenLanguage('?language=cobol', 'go')).toBe('go');
    expect(chosenLanguage('', 'ruby')).toBe('ruby');
    expect(chosenLanguage('', 'nonsense')).toBe('curl');
    expect(chosenLanguage('', null)).toBe('curl');
  });

  it('is written into the address without losing its other parameters or hash', () => {
    expect(withLanguage('https://cairn.dev/docs/api/events?x=1#list-events', 'php')).toBe('/docs/api/events?x=1&language=php#list-events');
    expect(withLanguage('https://cairn.dev/docs/api/events?language=go', 'node')).toBe('/docs/api/events?language=node');
  });

  it('moves between tabs with the arrow keys, Home and End', () => {
    expect(tabAfterKey('ArrowRight', 6, 7)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 7)).toBe(6);
    expect(tabAfterKey('Home', 4, 7)).toBe(0);
    expect(tabAfterKey('End', 1, 7)).toBe(6);
    expect(tabAfterKey('Enter', 1, 7)).toBeUndefined();
  });
});
