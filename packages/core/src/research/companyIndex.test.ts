import { describe, expect, it } from 'vitest';
import { CompanyIndex, type DirectoryCompany } from './companyIndex';

/** Elements visited by the array searches (some/find/findIndex/filter/includes/indexOf) while `run` runs. */
function elementsScanned(run: () => void): number {
  let visited = 0;
  const saved = new Map<string, unknown>();
  const proto = Array.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of ['some', 'find', 'findIndex', 'filter', 'includes', 'indexOf']) {
    const original = proto[name]!;
    saved.set(name, original);
    proto[name] = function (this: unknown[], ...args: unknown[]) {
      visited += this.length;
      return original.apply(this, args);
    };
  }
  try {
    run();
  } finally {
    for (const [name, original] of saved) proto[name] = original as (...args: unknown[]) => unknown;
  }
  return visited;
}

const WORDS = ['alpha', 'bharat', 'crest', 'delta', 'emerald', 'falcon', 'granite', 'harbour'];
/** Names that all start with the same two words, as a large group's listings do. */
const sharedPrefix = (count: number): DirectoryCompany[] =>
  Array.from({ length: count }, (_, i) => ({
    symbol: `T${i}`,
    country: 'IN',
    name: `tata group ${WORDS[i % 8]} ${WORDS[Math.floor(i / 8) % 8]} ${i.toString(36)} limited`,
    marketCap: 2000 + i,
  }));

describe('CompanyIndex building', () => {

  it('does not scan a growing list per company when names share leading words (linear, not quadratic)', () => {
    const small = elementsScanned(() => new CompanyIndex(sharedPrefix(1000)));
    const large = elementsScanned(() => new CompanyIndex(sharedPrefix(4000)));
    // Four times the companies: a linear build scans at most about four times as much; a per-key scan, sixteen.
    expect(large).toBeLessThanOrEqual(small * 4 + 5000);
  });

  it('still files each company once under a shared prefix and finds it', () => {
    const companies = sharedPrefix(50);
    const index = new CompanyIndex([...companies, ...companies]);
    const found = index.lookup('tata group', { allowPrefix: true, allowSymbol: false });
    expect(found?.kind).toBe('ambiguous');
    expect(found?.kind === 'ambiguous' && new Set(found.candidates.map((c) => c.symbol)).size).toBe(found?.kind === 'ambiguous' ? found.candidates.length : 0);
    expect(index.lookup(companies[7]!.name.replace(' limited', ''), { allowPrefix: false, allowSymbol: false })).toMatchObject({ kind: 'one', company: { symbol: 'T7' } });
  });
});

describe('CompanyIndex renames, brand names and mergers', () => {
  const c = (symbol: string, name: string, marketCap: number | null): DirectoryCompany => ({ symbol, country: 'IN', name, marketCap });
  const index = new CompanyIndex([
    c('HDFC', 'Housing Development Finance Corporation Limited', null),
    c('HDFCBANK', 'HDFC Bank Limited', 15e12),
    c('HDFCLIFE', 'HDFC Life Insurance Company Limited', 1.6e12),
    c('HDFCAMC', 'HDFC Asset Management Company Limited', 1e12),
    c('LT', 'Larsen & Toubro Limited', 5e12),
    c('LTTS', 'L&T Technology Services Limited', 0.5e12),
    c('LTF', 'L&T Finance Limited', 0.4e12),
    c('ETERNAL', 'Eternal Limited', 3e12),
  ]);
  const one = (text: string) => {
    const found = index.lookup(text, { allowPrefix: true, allowSymbol: true });
    return found?.kind === 'one' ? found.company.symbol : found;
  };

  it('finds ETERNAL for "zomato" and Larsen & Toubro for "l&t" and "larsen"', () => {
    expect(one('zomato')).toBe('ETERNAL');
    expect(one('l&t')).toBe('LT');
    expect(one('L and T')).toBe('LT');
    expect(one('larsen')).toBe('LT');
  });

  it('asks which HDFC company is meant, among the listed ones (not the merged HDFC Ltd)', () => {
    const found = index.lookup('hdfc', { allowPrefix: true, allowSymbol: true });
    expect(found).toMatchObject({ kind: 'ambiguous' });
    const symbols = found?.kind === 'ambiguous' ? found.candidates.map((x) => x.symbol) : [];
    expect(symbols).toEqual(['HDFCBANK', 'HDFCLIFE', 'HDFCAMC']);
  });
});
