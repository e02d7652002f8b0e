import { describe, expect, it } from 'vitest';
import { correctSpelling } from './spelling';

describe('correctSpelling', () => {
  it("never answers Object.prototype's members for words such as 'constructor' (found by the server fuzz test)", () => {
    for (const word of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const fixed = correctSpelling(word, new Set());
      expect(fixed === null || typeof fixed === 'string', word).toBe(true);
    }
    expect(correctSpelling('qtr', new Set())).toBe('quarter');
  });
});
