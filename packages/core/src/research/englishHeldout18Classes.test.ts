/**
 * Classes read after heldout18 was scored once (85/11/11): a catalogue industry written short ("Bulk Drugs &
 * Formln" typed "bulk drugs & formulations"), "X industry" as the catalogue's industry of that name, a listing with no
 * figures yet sharing a name, a cut "N largecaps with the highest X" then ranked, "which have ..." within a cut,
 * Hindi places ("doosra number"), "nifty ke 10 bade naam", "ke paas ... hissa", "pehle", "same cheez", "overall".
 */
import { describe, expect, it } from 'vitest';
import { CompanyIndex } from './companyIndex';
import { readChatWords } from './chatWords';
import { compileEnglish, type EnglishLexicon } from './english';
import { IndustryWords } from './industryWords';
import { planner, TEST_COMPANIES, testLexicon } from './englishTestLexicon';
import { sectorMatcher } from './sectors';

const lexicon: EnglishLexicon = {
  ...testLexicon,
  companies: new CompanyIndex([
    ...TEST_COMPANIES,
    { symbol: 'BALMLAWRIE', country: 'IN', name: 'Balmer Lawrie & Company Limited', marketCap: 4_600 },
    { symbol: 'BLIL', country: 'IN', name: 'Balmer Lawrie Investments Limited', marketCap: null },
    { symbol: 'BALMETF', country: 'IN', name: 'Balmer Lawrie Gold ETF', marketCap: null },
    { symbol: 'ZORVAMIND', country: 'IN', name: 'Zorvam Industries Limited', marketCap: 3_200 },
  ]),
  sectorNames: [...(testLexicon.sectorNames ?? []), 'Healthcare', 'Pharmaceuticals - Indian - Bulk Drugs & Formln', 'Pharmaceuticals - Indian - Formulations', 'Pharmaceuticals - Indian - Bulk Drugs'],
};
const plan = planner(lexicon);

describe('industries as the catalogue writes them', () => {
  it('finds a catalogue abbreviation only when no name holds the words as typed', () => {
    const words = new IndustryWords(lexicon.sectorNames!);
    expect(words.find(['bulk', 'drugs', 'formulations'])).toEqual(['Pharmaceuticals - Indian - Bulk Drugs & Formln']);
    expect(words.find(['formulations'])).toEqual(['Pharmaceuticals - Indian - Formulations']);
    // Words written together are never read as an abbreviation ("power sector" is not "Power" of another name).
    expect(words.find(['power', 'sector'])).toEqual([]);
  });
  it('reads "healthcare industry" as the catalogue industry, "healthcare" as the everyday sector', () => {
    expect(plan('healthcare industry stocks by opm')).toMatchObject({ filter: { type: 'in', field: 'sector', values: ['Healthcare'] } });
    const industries = new Set(['healthcare']);
    expect(sectorMatcher('Healthcare', industries)('Health Care', 'Pharmaceuticals')).toBe(false);
    expect(sectorMatcher('Healthcare', industries)(null, 'Healthcare')).toBe(true);
    expect(sectorMatcher('healthcare', industries)('Health Care', 'Pharmaceuticals')).toBe(true);
  });
});

describe('a name a listing with no figures yet shares', () => {
  it('asks which one, leaving funds out', () => {
    const result = compileEnglish('balmer lawrie pe', lexicon);
    expect(result).toMatchObject({ ok: false, kind: 'clarify' });
  });
});

describe('a word of its own', () => {
  it('names the one listing of Rs 1,000 Cr or more a six-letter word of no vocabulary begins ("stylam")', () => {
    expect(plan('zorvam d/e')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'ZORVAMIND' }] });
  });
});

describe('cuts and places', () => {
  it('reads "12 largecaps with the highest net profit, sorted by pe asc" as a cut ranked within', () => {
    expect(plan('12 largecaps with the highest net profit, sorted by pe asc')).toMatchObject({ scope: { sort: { metric: 'netProfit' }, limit: 12 }, sort: { metric: 'pe', direction: 'asc' } });
    expect(plan('take the 10 midcaps with the highest roe, then give the 3 lowest pb')).toMatchObject({ scope: { limit: 10 }, sort: { metric: 'pb', direction: 'asc' }, limit: 3 });
  });
  it('filters within a cut with "- which have ..."', () => {
    expect(plan('top 40 companies by sales (whole market) - which have opm over 25?')).toMatchObject({ scope: { limit: 40 }, filter: { type: 'compare', metric: 'opm', op: '>', value: 25 } });
  });
  it('reads Hindi places and "nifty ke 10 bade naam"', () => {
    expect(readChatWords('roe ke hisaab se doosra number kaun')).toBe('roe wise 2nd number which');
    expect(readChatWords('nifty ke 10 bade naam, inme roe sabse kam kin 3 ka')).toBe('nifty 50, 10 biggest names, among these roe lowest which 3');
    expect(plan('nifty 50 by roe, 2nd number which')).toMatchObject({ offset: 1, limit: 1 });
  });
});

describe('words', () => {
  it('reads "ke paas ... hissa", "wala pehle", "same cheez", "overall", "aata hai"', () => {
    expect(readChatWords('tcs me promoters ke paas kitna hissa hai')).toBe('tcs promoter holding');
    expect(readChatWords('it stocks dikhao, roe sabse zyada wala pehle')).toBe('it stocks, roe highest first');
    expect(readChatWords('same cheez infy ki')).toBe('same infy');
    expect(readChatWords('lowest pb among the 30 biggest companies overall?')).toBe('lowest pb among the 30 biggest companies?');
    expect(readChatWords('mcap wise 3rd kaun aata hai')).toBe('mcap wise 3rd which');
  });
});

describe('probes after heldout18', () => {
  it('takes "then" between a cut and what is asked within it', () => {
    expect(plan('first 10 stocks by mcap then sort by pe, lowest first')).toMatchObject({ scope: { limit: 10 }, sort: { metric: 'pe' } });
    expect(plan('top 10 it stocks by mcap and then the 2 with highest roce')).toMatchObject({ scope: { limit: 10 }, sort: { metric: 'roce', direction: 'desc' }, limit: 2 });
  });
  it('reads "give me #3" as a place, and "rank it cos" as the IT sector, not a pronoun', () => {
    expect(readChatWords('rank it cos by roe and give me #3')).toBe('rank it companies by roe and give 3th');
    expect(plan('rank it cos by roe and give me #3')).toMatchObject({ filter: { type: 'in', field: 'sector', values: ['IT'] }, sort: { metric: 'roe' }, offset: 2, limit: 1 });
  });
});
