import { describe, expect, it } from 'vitest';
import { sourceName } from './screenConstants';

describe('sourceName', () => {
  it('says a source id by its name and leaves other words as they are', () => {
    expect(sourceName('nse')).toBe('NSE');
    expect(sourceName('screener-derived')).toBe('Screener exports');
    expect(sourceName('AMFI')).toBe('AMFI');
    expect(sourceName('toString')).toBe('toString');
    expect(sourceName('')).toBe('');
  });
});
