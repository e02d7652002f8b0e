/**
 * Questions the earlier held-out sets wanted asked back, each a confident wrong answer before: a name shared with a
 * listing of unknown size ("raymond", "sanofi": demerged companies the data holds no figures for yet), two listings
 * of one name within seven times of each other ("procter and gamble"), a valuation sorted with no direction ("sort em
 * by pb": investors read it both ways); and "sort these by market cap, smallest first" after a list ranked by market
 * cap, the rows shown the other way round.
 */
import { describe, expect, it } from 'vitest';
import { CompanyIndex } from './companyIndex';
import { compileEnglish, type EnglishLexicon } from './english';
import { planner, TEST_COMPANIES, testLexicon } from './englishTestLexicon';

const lexicon: EnglishLexicon = {
  ...testLexicon,
  companies: new CompanyIndex([
    ...TEST_COMPANIES,
    { symbol: 'RAYMOND', country: 'IN', name: 'Raymond Limited', marketCap: 20_000, capType: 'Small Cap' },
    { symbol: 'RAYMONDLSL', country: 'IN', name: 'Raymond Lifestyle Limited', marketCap: null, capType: null },
    { symbol: 'ESCORTS', country: 'IN', name: 'Escorts Kubota Limited', marketCap: 46_000, capType: 'Mid Cap' },
    { symbol: 'ESCORTSFIN', country: 'IN', name: 'Escorts Finance Limited', marketCap: null, capType: 'Nano Cap' },
    { symbol: 'BALMLAWRIE', country: 'IN', name: 'Balmer Lawrie & Company Limited', marketCap: 4_600, capType: 'Small Cap' },
    { symbol: 'BLIL', country: 'IN', name: 'Balmer Lawrie Investments Limited', marketCap: null, capType: 'Micro Cap' },
    { symbol: 'ITCHOTELS', country: 'IN', name: 'ITC Hotels Limited', marketCap: null, capType: null },
    { symbol: 'PDSL', country: 'IN', name: 'PDS Limited', marketCap: 7_400, capType: 'Small Cap' },
    { symbol: 'PDSMFL', country: 'IN', name: 'PDS Multinational Fashions Limited', marketCap: null, capType: 'Small Cap' },
    { symbol: 'PGHH', country: 'IN', name: 'Procter & Gamble Hygiene and Health Care Limited', marketCap: 54_000 },
    { symbol: 'PGHL', country: 'IN', name: 'Procter & Gamble Health Limited', marketCap: 8_400 },
  ]),
};
const read = (question: string) => compileEnglish(question, lexicon);
const plan = planner(lexicon);

describe('names shared with listings of unknown or like size', () => {
  it('asks about a name a listing of unknown size shares, even typed as the symbol', () => {
    expect(read('raymond ki sales kitni h')).toMatchObject({ ok: false, kind: 'clarify' });
    expect(read('RAYMOND pe')).toMatchObject({ ok: false, kind: 'clarify' });
  });
  it('still names a listing everybody means by it, and one beside a far smaller size class', () => {
    expect(plan('itc pe')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'ITC' }] });
    expect(plan('escorts pe')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'ESCORTS' }] });
  });
  it('asks about a name beside a listing one size class smaller, unless its whole name is typed with "ltd"', () => {
    expect(read('balmer lawrie pe plz')).toMatchObject({ ok: false, kind: 'clarify' });
    expect(read('pds pe')).toMatchObject({ ok: false, kind: 'clarify' });
    expect(plan('pds ltd ka pe')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'PDSL' }] });
  });
  it('asks about two listings of one name within seven times of each other', () => {
    expect(read('procter and gamble ka roe')).toMatchObject({ ok: false, kind: 'clarify' });
    expect(plan('procter and gamble hygiene pe')).toMatchObject({ companies: [{ symbol: 'PGHH' }] });
  });
});

describe('a valuation sorted with no direction', () => {
  it('asks which end first, offering both', () => {
    const asked = read('psu banks sorted by pe');
    expect(asked).toMatchObject({ ok: false, kind: 'clarify', message: 'Lowest P/E first (the cheapest) or highest first?' });
    expect(asked.ok === false && asked.kind === 'clarify' && asked.choices.map((c) => c.question)).toEqual(['psu banks sorted by pe, lowest first', 'psu banks sorted by pe, highest first']);
  });
  it('answers when the direction is said, and sorts other metrics highest first', () => {
    expect(plan('psu banks sorted by pe, lowest first')).toMatchObject({ sort: { metric: 'pe', direction: 'asc' } });
    expect(plan('psu banks sorted by pe, highest first')).toMatchObject({ sort: { metric: 'pe', direction: 'desc' } });
    expect(plan('psu banks sorted by roe')).toMatchObject({ sort: { metric: 'roe', direction: 'desc' } });
  });
});

describe('the rows shown, the other way round', () => {
  it('reads "sort these by market cap, smallest first" after a list by market cap as the rows shown', () => {
    const shown = ['TCS', 'INFY', 'WIPRO'];
    const list = plan('it stocks with roe above 20');
    expect(plan('sort these by market cap, smallest first', list, { previousRows: shown })).toMatchObject({
      scope: { filter: { type: 'in', field: 'symbol', values: shown } },
      sort: { metric: 'marketCap', direction: 'asc' },
    });
    // Another metric re-ranks the whole set.
    expect(plan('sort them by roe', list, { previousRows: shown })).not.toHaveProperty('scope');
  });
});

describe('choices within a cut', () => {
  it('re-ask the whole question, the cut said again', () => {
    const asked = read('first 10 stocks by mcap then sort by pe');
    expect(asked.ok === false && asked.kind === 'clarify' && asked.choices.map((c) => c.question)).toEqual([
      'first 10 stocks by mcap then sort by pe, lowest first',
      'first 10 stocks by mcap then sort by pe, highest first',
    ]);
  });
});

describe('funds and a period', () => {
  it('reads a period said of funds alone as their return', () => {
    const funds: EnglishLexicon = {
      ...testLexicon,
      companies: new CompanyIndex([
        ...TEST_COMPANIES,
        { symbol: 'GOLDBEES', country: 'IN', name: 'Nippon India ETF Gold BeES', marketCap: null },
        { symbol: 'SILVERBEES', country: 'IN', name: 'Nippon India Silver ETF', marketCap: null },
      ]),
    };
    expect(planner(funds)('goldbees vs silverbees 1 year')).toMatchObject({ kind: 'returns', companies: [{ symbol: 'GOLDBEES' }, { symbol: 'SILVERBEES' }], period: { count: 1, unit: 'year' } });
    expect(planner(funds)('tcs 5 years')).toMatchObject({ kind: 'history' });
  });
});
