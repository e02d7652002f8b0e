/**
 * Classes of questions as people type them in a chat (issue 36): a family or group name shared by several
 * listings asks which one; chat shorthand and Hinglish read as their English; an ordinal place "by" a metric;
 * a side-by-side question's comparison words ("whose ... is lower") are read, not declined.
 */
import { describe, expect, it } from 'vitest';
import { CompanyIndex, type DirectoryCompany } from './companyIndex';
import { readChatWords } from './chatWords';
import { compileEnglish, type EnglishLexicon, type EnglishResult } from './english';
import { testLexicon, TEST_COMPANIES } from './englishTestLexicon';
import type { ResearchPlan } from './plan';

/** Made-up groups: "Konark" has no dominant listing (3x), "Vistara" one far larger (100x). */
const GROUPS: DirectoryCompany[] = [
  { symbol: 'KONARKFIN', country: 'IN', name: 'Konark Finance Limited', marketCap: 60_000 },
  { symbol: 'KONARKTYRE', country: 'IN', name: 'Konark Tyres Limited', marketCap: 20_000 },
  { symbol: 'KONARK', country: 'IN', name: 'Konark Paper Mills Limited', marketCap: 400 },
  { symbol: 'VISTARAIND', country: 'IN', name: 'Vistara Industries Limited', marketCap: 500_000 },
  { symbol: 'VISTARAPOW', country: 'IN', name: 'Vistara Power Limited', marketCap: 5_000 },
  { symbol: 'AMBER', country: 'IN', name: 'Amber Enterprises India Limited', marketCap: 15_000 },
  // A leading "The", a name going on past its first word, an initialism of later words, a whole name beside a peer.
  { symbol: 'SURYACEM', country: 'IN', name: 'The Surya Cements Limited', marketCap: 25_000 },
  { symbol: 'SURYAIND', country: 'IN', name: 'Surya Industries Limited', marketCap: 2_000 },
  { symbol: 'NIRMALPH', country: 'IN', name: 'Nirmal Pharmaceuticals Limited', marketCap: 40_000 },
  { symbol: 'KAVERIAMC', country: 'IN', name: 'Kaveri Asset Management Company Limited', marketCap: 90_000 },
  { symbol: 'KAVERIBANK', country: 'IN', name: 'Kaveri Bank Limited', marketCap: 150_000 },
  { symbol: 'MEGHNA', country: 'IN', name: 'Meghna Limited', marketCap: 4_000 },
  { symbol: 'MEGHNALIFE', country: 'IN', name: 'Meghna Lifestyle Limited', marketCap: 8_000 },
];
const lexicon: EnglishLexicon = { ...testLexicon, companies: new CompanyIndex([...TEST_COMPANIES, ...GROUPS]) };
const read = (question: string): EnglishResult => compileEnglish(question, lexicon);
const plan = (question: string): ResearchPlan => {
  const result = read(question);
  if (!result.ok) throw new Error(`"${question}" was not answered: ${JSON.stringify(result)}`);
  return result.plan;
};

describe('a name several listings share', () => {
  it('asks which one when none is far larger, listing them largest first', () => {
    const result = read('konark debt to equity');
    expect(result.ok).toBe(false);
    if (result.ok || result.kind !== 'clarify') throw new Error('expected a question back');
    expect(result.restated).toContain('konark');
    expect(result.choices.map((c) => c.label)).toEqual(['Konark Finance Limited (KONARKFIN)', 'Konark Tyres Limited (KONARKTYRE)', 'Konark Paper Mills Limited (KONARK)']);
    expect(result.choices[1]!.question).toBe('KONARKTYRE debt to equity');
  });
  it('asks as well when the word is one small listing\'s symbol', () => {
    const result = read('konark ka roce batao');
    expect(result.ok).toBe(false);
  });
  it('names the listing that is many times larger than the rest', () => {
    expect(plan('vistara p/e')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'VISTARAIND' }] });
  });
  it('names one company when more words say which', () => {
    expect(plan('konark tyres p/e')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'KONARKTYRE' }] });
  });
  it('counts a name that starts with "The" under its own first word', () => {
    expect(read('surya roe')).toMatchObject({ ok: false, kind: 'clarify' });
    expect(plan('surya cements roe')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'SURYACEM' }] });
  });
  it('asks about a whole name beside a listing of comparable size, not one many times smaller', () => {
    expect(read('meghna sales')).toMatchObject({ ok: false, kind: 'clarify' });
  });
  it('reads a next word that goes on with a name as part of it ("glaxo pharma", "hdfc amc")', () => {
    expect(plan('nirmal pharma net profit')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'NIRMALPH' }] });
    expect(plan('kaveri amc pe')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'KAVERIAMC' }] });
  });
  it('keeps an initialism and a whole name as they were (sbi, itc)', () => {
    expect(plan('sbi p/b')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'SBIN' }] });
    expect(plan('itc roe')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'ITC' }] });
  });
});

describe('chat shorthand', () => {
  it('reads w, rn, d, hv, pvt, cos, mnth as their words', () => {
    expect(readChatWords('banks w roe > 15')).toBe('banks with roe > 15');
    expect(readChatWords('wat is d price of itc rn')).toBe('what is the price of itc now');
    expect(readChatWords('do u hv pvt banks')).toBe('do you have private banks');
    expect(readChatWords('it cos 3 mnth return')).toBe('it companies 3 month return');
  });
  it('leaves a ratio written with a slash alone (d/e, w/o)', () => {
    expect(readChatWords('fmcg w d/e < 0.2')).toBe('fmcg with d/e < 0.2');
  });
  it('answers shorthand questions as the same English', () => {
    expect(plan('wat is d roe of wipro rn')).toEqual(plan('roe of wipro'));
    expect(plan('tcs 6 mnth return')).toEqual(plan('tcs 6 month return'));
  });
  it('does not take "any idea" for a company', () => {
    expect(plan('any idea what the roe of infosys is')).toEqual(plan('roe of infosys'));
  });
});

describe('Hinglish amounts and comparisons', () => {
  it('reads hazar as thousand before its comparison', () => {
    expect(readChatWords('20 hazar cr se upar')).toBe('above 20000 cr');
  });
  it('reads "kiska X zyada/kam" as which has higher/lower X', () => {
    expect(readChatWords('tcs aur wipro me kiska pe kam hai')).toBe('tcs and wipro which has lower pe');
    expect(plan('itc aur hul me kiska roce zyada hai')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'ITC' }, { symbol: 'HINDUNILVR' }], metrics: ['roce'] });
  });
  it('reads a count after "wale" as the top few', () => {
    expect(plan('banks me sabse kam pe wale 4')).toMatchObject({ kind: 'screen', limit: 4, sort: { metric: 'pe', direction: 'asc' } });
  });
  it('keeps "bata" as a company unless it ends the question', () => {
    expect(plan('infosys ka pe bata')).toEqual(plan('infosys pe'));
  });
  it('drops "kitne crore" as how much', () => {
    expect(plan('wipro ka market cap kitne crore hai')).toEqual(plan('wipro market cap'));
  });
});

describe('places and side-by-side comparisons', () => {
  it('reads "the 5th by market cap" as one place in the ranking', () => {
    expect(plan('which company is 5th by market cap')).toMatchObject({ kind: 'screen', offset: 4, limit: 1, sort: { metric: 'marketCap', direction: 'desc' } });
  });
  it('reads "whose ... is lower" between two named companies as their comparison', () => {
    expect(plan('tcs or wipro, whose pe is lower')).toMatchObject({ kind: 'compare', metrics: ['pe'] });
  });
  it('reads "of the two, whose X is better" after two answers as the two compared', () => {
    const first = plan('infosys roe');
    const second = compileEnglish('and wipro?', lexicon, first);
    if (!second.ok) throw new Error('follow-up not answered');
    const third = compileEnglish('of the two, whose roce is better', lexicon, second.plan, { earlier: first });
    expect(third).toMatchObject({ ok: true, plan: { kind: 'compare', companies: [{ symbol: 'INFY' }, { symbol: 'WIPRO' }], metrics: ['roce'] } });
  });
});

describe('questions the data cannot answer', () => {
  it('declines per-share dividends, ex-dates and record dates, and keeps the yearly payout', () => {
    for (const q of ['wipro dividend per share for 5 years', 'infosys ex date of last dividend', 'record date of tcs dividend', 'itc dividend history']) {
      expect(read(q)).toMatchObject({ ok: false, kind: 'cannot' });
    }
    expect(plan('itc dividend payout last 5 years')).toMatchObject({ kind: 'history', items: ['dividend'] });
  });
  it('declines "which is better" between companies with no measure named, and reads it with one', () => {
    expect(read('tcs or wipro, which one is better')).toMatchObject({ ok: false, kind: 'cannot' });
    expect(plan('which is better on roe, tcs or wipro')).toMatchObject({ kind: 'compare', metrics: ['roe'] });
  });
});

describe('a cut first, then the ranking within it', () => {
  it('reads "top N <universe> by X, the M with the highest Y among them"', () => {
    expect(plan('top 8 banks by market cap, the 2 with the lowest p/e among them')).toMatchObject({ kind: 'screen', limit: 2, sort: { metric: 'pe', direction: 'asc' }, scope: { limit: 8, sort: { metric: 'marketCap', direction: 'desc' } } });
  });
  it('reads Hinglish "top N X me se sabse kam Y wale M" the same way', () => {
    expect(plan('top 8 banks me se sabse kam pe wale 2')).toMatchObject({ kind: 'screen', limit: 2, sort: { metric: 'pe', direction: 'asc' }, scope: { limit: 8 } });
  });
  it('reads "largecaps", "midcaps" as the cap types', () => {
    expect(plan('midcaps w roe > 20')).toEqual(plan('mid caps with roe > 20'));
  });
});

describe('a list talked about as people do', () => {
  const after = (first: string, next: string, rows?: string[]) => {
    const previous = plan(first);
    return compileEnglish(next, lexicon, previous, { previousRows: rows });
  };
  it('reads "rank these on X", "put them in order of X, lowest at the top" as sorting the rows shown', () => {
    expect(after('top 8 banks by market cap', 'rank these on roce')).toMatchObject({ ok: true, plan: { sort: { metric: 'roce', direction: 'desc' }, scope: { limit: 8 } } });
    expect(after('top 8 banks by market cap', 'put them in order of pe, lowest at the top')).toMatchObject({ ok: true, plan: { sort: { metric: 'pe', direction: 'asc' }, scope: { limit: 8 } } });
  });
  it('reads "here" and "isme se" as the rows shown, even the first 25 of a longer list', () => {
    expect(after('top 8 banks by market cap', 'who has the best roe here')).toMatchObject({ ok: true, plan: { limit: 1, sort: { metric: 'roe' }, scope: { limit: 8 } } });
    const rows = ['HDFCBANK', 'ICICIBANK', 'SBIN'];
    expect(after('banks with roe above 5', 'isme se jinka pe 20 se kam ho', rows)).toMatchObject({ ok: true, plan: { scope: { filter: { type: 'in', field: 'symbol', values: rows } } } });
  });
  it('reads "put both side by side on X" as the two compared', () => {
    const first = plan('infosys roe');
    const second = compileEnglish('and wipro?', lexicon, first);
    if (!second.ok) throw new Error('follow-up not answered');
    expect(compileEnglish('put both side by side on d/e', lexicon, second.plan, { earlier: first })).toMatchObject({ ok: true, plan: { kind: 'compare', companies: [{ symbol: 'INFY' }, { symbol: 'WIPRO' }], metrics: ['debtToEquity'] } });
  });
  it('reads "pehle wali list me se" as the list two turns back', () => {
    const first = plan('top 8 banks by market cap');
    const second = compileEnglish('infosys roe', lexicon, first);
    if (!second.ok) throw new Error('second question not answered');
    expect(compileEnglish('pehle wali list me se sabse zyada roe wale 2', lexicon, second.plan, { earlier: first })).toMatchObject({ ok: true, plan: { limit: 2, sort: { metric: 'roe' }, scope: { limit: 8 } } });
  });
  it('reads "the N companies with the highest X" as a cut, and "no. N" as a place', () => {
    expect(plan('among the 20 companies with the highest net profit, the 3 with the highest pb')).toMatchObject({ limit: 3, sort: { metric: 'pb', direction: 'desc' }, scope: { limit: 20, sort: { metric: 'netProfit', direction: 'desc' } } });
    expect(plan('no. 3 bank by market cap')).toMatchObject({ kind: 'screen', offset: 2, limit: 1 });
  });
  it('reads "hide / remove the ones with X" as keeping the others', () => {
    expect(after('top 8 banks by market cap', 'hide the ones with roe below 18')).toMatchObject({ ok: true, plan: { filter: { type: 'compare', metric: 'roe', op: '>=', value: 18 }, scope: { limit: 8 } } });
  });
  it('keeps a named count of 25 a cut, like any other count', () => {
    const rows = Array.from({ length: 25 }, (_, i) => `S${i}`);
    expect(after('25 largest banks', 'the 3 with the highest debt among them', rows)).toMatchObject({ ok: true, plan: { limit: 3, scope: { limit: 25 } } });
  });
  it('reads a universe before the cut, "filter" after it, and "take the N with most X"', () => {
    expect(plan('banks top 8 by market cap, best roa among them')).toMatchObject({ limit: 1, sort: { metric: 'roa' }, scope: { limit: 8 } });
    expect(plan('biggest 8 banks, filter roe > 15')).toMatchObject({ filter: { type: 'compare', metric: 'roe', op: '>' }, scope: { limit: 8 } });
    expect(plan('banks: take the 8 with most revenue, then the 2 best roce')).toMatchObject({ limit: 2, sort: { metric: 'roce' }, scope: { limit: 8 } });
    // A filter with no word of a cut stays a filter of the ranking.
    expect(plan('top 8 banks by roe, market cap above 1000 crore')).not.toHaveProperty('scope');
  });
  it('reads "X me number N" and "no. N ... by Y" as a place in a ranking', () => {
    expect(plan('banks me roe me number 2 kaun hai')).toMatchObject({ offset: 1, limit: 1, sort: { metric: 'roe', direction: 'desc' } });
  });
  it('reads "gives / pays / offers the highest X" as has', () => {
    expect(plan('of the 8 largest banks which gives the highest dividend yield')).toEqual(plan('of the 8 largest banks which has the highest dividend yield'));
  });
  it('reads Hinglish "30 pe ke neeche", "chal raha hai", "milta hai"', () => {
    expect(readChatWords('inme se kaun 30 pe ke neeche hai')).toBe('among these which pe below 30');
    expect(plan('infosys ka roce kitna chal raha hai')).toEqual(plan('infosys roce'));
    expect(plan('infosys ka dividend yield kitna milta hai')).toEqual(plan('infosys dividend yield'));
  });
});

describe('industries the data names', () => {
  const withIndustries: EnglishLexicon = { ...lexicon, sectorNames: ['Castings & Forgings', 'Trading', 'Plastics Products'] };
  it('reads an industry by its own words, and a question word that is also an industry only before its noun', () => {
    expect(compileEnglish('top 5 forging cos by roe', withIndustries)).toMatchObject({ ok: true, plan: { filter: { type: 'in', field: 'sector', values: ['Castings & Forgings'] } } });
    expect(compileEnglish('plastics me top 10 by mcap, unme se sabse kam pe wale 3', withIndustries)).toMatchObject({ ok: true, plan: { limit: 3, sort: { metric: 'pe', direction: 'asc' }, scope: { limit: 10 } } });
    const trading = compileEnglish('stocks trading above 200 dma', withIndustries);
    expect(JSON.stringify(trading)).not.toContain('Trading');
  });
});

describe('a test of named companies', () => {
  it('shows the figures it tests, side by side ("are infosys and wipro debt free?")', () => {
    expect(plan('r infosys n wipro debt free?')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'INFY' }, { symbol: 'WIPRO' }], metrics: ['debtToEquity'] });
    expect(plan('is infosys pe below 30')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'INFY' }], metrics: ['pe'] });
  });
});

describe('a common word joined to a company by "and"/"or"', () => {
  it('is read as a company too', () => {
    expect(plan('infosys or amber p/e')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'INFY' }, { symbol: 'AMBER' }] });
    expect(read('amber p/e').ok).toBe(false);
  });
});

describe('a question pointing back with nothing before it', () => {
  it('asks which companies are meant', () => {
    expect(read('which one has the lower debt?')).toMatchObject({ ok: false, kind: 'clarify' });
  });
});
