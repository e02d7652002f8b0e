/**
 * Classes read after heldout15 and heldout16 were scored once: industries the catalogue lists by region, size or
 * ownership ("north india cement", "computers software medium/small cos", "mnc pharma"), a place in a ranking
 * written as a number ("who is number 2", "who's 2nd"), a cut named "with the 10 highest sales" and what is asked
 * within it, and Hinglish orders ("kam se zyada", "kiska X sabse kam", "top 4 ... me sabse zyada").
 */
import { describe, expect, it } from 'vitest';
import { CompanyIndex } from './companyIndex';
import { readChatWords } from './chatWords';
import { compileEnglish, type EnglishLexicon } from './english';
import { planner, TEST_COMPANIES, testLexicon } from './englishTestLexicon';
import type { ResearchPlan } from './plan';

const INDUSTRIES = [
  'Cement - North India',
  'Cement - South India',
  'Cement Products',
  'Computers - Software - Large',
  'Computers - Software - Medium / Small',
  'Diversified - Large',
  'Diversified - Medium / Small',
  'Pharmaceuticals - Multinational',
  'Pharmaceuticals - Indian - Formulations',
  'Steel - Large',
  'Steel - Medium / Small',
  'Air-conditioners',
  'Banks - Private Sector',
];
const lexicon: EnglishLexicon = {
  ...testLexicon,
  companies: new CompanyIndex([
    ...TEST_COMPANIES,
    { symbol: 'INDIACEM', country: 'IN', name: 'The India Cements Limited', marketCap: 9_000 },
  ]),
  sectorNames: [...(testLexicon.sectorNames ?? []), ...INDUSTRIES],
};
const plan = planner(lexicon);
/** The sector filter's values, in the plan's scope or its own filter, alone or inside an "and". */
const sectorOf = (p: ResearchPlan) => {
  if (p.kind !== 'screen') return null;
  const filters = [p.scope?.filter, p.filter].flatMap((f) => (f?.type === 'and' ? f.args : f ? [f] : []));
  const sector = filters.find((f) => f.type === 'in' && f.field === 'sector');
  return sector?.type === 'in' ? sector.values : null;
};

describe('an industry named with its region, size or ownership', () => {
  it('reads a region before or after the family, not a company inside it', () => {
    expect(sectorOf(plan('north india cement wale stocks me sabse kam pe wale 3 batao'))).toEqual([
      'Cement - North India',
    ]);
    expect(sectorOf(plan('south indian cement cos by roce'))).toEqual(['Cement - South India']);
    expect(sectorOf(plan('top 4 cement cos in north india by sales'))).toEqual(['Cement - North India']);
    // The family alone is still the whole family, and a company's own name stays the company.
    expect(sectorOf(plan('top 5 cement stocks by mcap'))).toEqual(['cement']);
    expect(plan('india cements pe')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'INDIACEM' }] });
  });
  it('reads a size after the family, but not a market-cap band', () => {
    expect(sectorOf(plan('3 highest roe computers software large cos'))).toEqual(['Computers - Software - Large']);
    expect(sectorOf(plan('top 6 diversified medium small cos by mcap'))).toEqual(['Diversified - Medium / Small']);
    expect(sectorOf(plan('steel medium/small companies by roe'))).toEqual(['Steel - Medium / Small']);
    const band = plan('steel large caps by roe');
    expect(band).toMatchObject({ kind: 'screen' });
    expect(JSON.stringify(band)).toContain('Large Cap');
  });
  it('reads ownership before the family', () => {
    expect(sectorOf(plan('mnc pharma cos ranked by roe'))).toEqual(['Pharmaceuticals - Multinational']);
  });
  it('reads "ac" as air conditioners only before its noun', () => {
    expect(sectorOf(plan('top 5 ac makers by mcap'))).toEqual(['ac']);
    expect(compileEnglish('ac pe', lexicon).ok).toBe(false);
  });
});

describe('a place in a ranking', () => {
  it('reads "number 2", "no 3" and a place that ends the question after its ranking', () => {
    expect(plan('mnc pharma cos ranked by roe, who is number 2')).toMatchObject({
      kind: 'screen',
      sort: { metric: 'roe', direction: 'desc' },
      offset: 1,
      limit: 1,
    });
    expect(plan('nifty 50 by roe, which one is no 3')).toMatchObject({ offset: 2, limit: 1 });
    expect(plan("midcaps ranked by dividend yield, who's 2nd")).toMatchObject({
      sort: { metric: 'dividendYield' },
      offset: 1,
      limit: 1,
    });
  });
});

describe('a cut and what is asked within it', () => {
  it('takes "with the 10 highest sales" as the cut and ranks within it', () => {
    expect(plan('smallcaps with the 10 highest sales, ranked by roe, lowest first')).toMatchObject({
      kind: 'screen',
      scope: { sort: { metric: 'sales', direction: 'desc' }, limit: 10 },
      sort: { metric: 'roe', direction: 'asc' },
    });
  });
  it('filters within the cut when a verb follows it ("which of the 10 biggest ... trade under 40 pe")', () => {
    const p = plan('which of the 10 biggest banks trade under 40 pe');
    expect(p).toMatchObject({
      kind: 'screen',
      scope: { limit: 10 },
      filter: { type: 'compare', metric: 'pe', op: '<', value: 40 },
    });
  });
  it('reads "top 4 ... me sabse zyada roce kiska" as one row within the cut', () => {
    expect(readChatWords('banks ke top 4 by mcap me sabse zyada roce kiska')).toBe(
      'banks top 4 by mcap, highest roce which',
    );
    expect(plan('banks ke top 4 by mcap me sabse zyada roce kiska')).toMatchObject({
      scope: { limit: 4 },
      sort: { metric: 'roce', direction: 'desc' },
      limit: 1,
    });
  });
});

describe('Hinglish orders', () => {
  it('reads "kam se zyada" as lowest first and "bade se chote" as highest first', () => {
    expect(readChatWords('pe ke hisaab se kam se zyada lagao')).toBe('pe wise sort lowest first');
    expect(readChatWords('mcap ke hisaab se bade se chote lagao')).toBe('mcap wise sort highest first');
  });
  it('reads "kiska X sabse kam hai" as the one with the lowest X', () => {
    expect(readChatWords('inme se kiska roce sabse kam hai')).toBe('among these which one lowest roce');
    const top = plan('top 10 banks by mcap');
    expect(plan('inme se kiska roce sabse kam hai', top)).toMatchObject({
      sort: { metric: 'roce', direction: 'asc' },
      limit: 1,
    });
  });
  it('asks for one row with a "which" at the end, even over the earlier list', () => {
    const top = plan('top 6 banks by mcap');
    expect(plan('among these, lowest d/e which', top)).toMatchObject({
      sort: { metric: 'debtToEquity', direction: 'asc' },
      limit: 1,
    });
  });
  it('reads holder groups joined by a word as their figures, "fii/dii" as the pattern', () => {
    expect(readChatWords('fii/dii holding of tcs')).toBe('fii dii holding of tcs');
    expect(plan('tcs fii n dii hldg')).toMatchObject({ kind: 'compare', metrics: ['fiiHolding', 'diiHolding'] });
    expect(plan('fii/dii holding of tcs')).toMatchObject({ kind: 'shareholding' });
  });
});

describe('words read from probes of every class', () => {
  it('reads "it" after a count or a superlative as the sector, not a pronoun dropped', () => {
    expect(plan('top 10 it by mcap')).toMatchObject({ kind: 'screen', filter: { type: 'in', field: 'sector', values: ['IT'] }, limit: 10 });
  });
  it('refuses "will X cross / beat Y" as a forecast', () => {
    expect(compileEnglish('will nifty cross 30000', lexicon)).toMatchObject({ ok: false, restated: 'A forecast or advice question' });
    expect(compileEnglish('will tcs beat infy', lexicon)).toMatchObject({ ok: false, restated: 'A forecast or advice question' });
  });
  it('reads "back to the banks, ..." as the list two turns back', () => {
    expect(readChatWords('back to the banks, which one has the highest roe')).toBe('among the earlier list, which one has the highest roe');
    expect(readChatWords('go back to those paint stocks - sort by pe')).toBe('among the earlier list - sort by pe');
  });
});
