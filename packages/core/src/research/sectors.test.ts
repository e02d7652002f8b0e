import { describe, expect, it } from 'vitest';
import { sectorMatcher } from './sectors';

describe('sectorMatcher', () => {
  const industries = new Set(['engineering', 'engineering - turnkey services', 'construction & engineering', 'packaging', 'containers & packaging']);

  it("matches a value that is one of the data's industry names exactly", () => {
    const engineering = sectorMatcher('Engineering', industries);
    expect(engineering('Industrials', 'Engineering')).toBe(true);
    expect(engineering('Industrials', 'Engineering - Turnkey Services')).toBe(false);
    expect(engineering('Industrials', 'Construction & Engineering')).toBe(false);
    expect(sectorMatcher('packaging', industries)(null, 'Containers & Packaging')).toBe(false);
  });

  it('matches whole words when the value is no industry name or is an investor alias', () => {
    expect(sectorMatcher('Engineering')(null, 'Engineering - Turnkey Services')).toBe(true);
    expect(sectorMatcher('turnkey', industries)(null, 'Engineering - Turnkey Services')).toBe(true);
    expect(sectorMatcher('banks', new Set(['banks']))(null, 'Banks - Private Sector')).toBe(true);
    expect(sectorMatcher('pharma', new Set(['pharmaceuticals']))(null, 'Pharmaceuticals - Indian - Formulations')).toBe(true);
  });
});
