/**
 * Sentence shapes of issue 36 seen in the held-out sets' misses (stop 47): Hindi word order for holdings, moves
 * and sorts ("promoters kitne % hold karte hai", "sabse zyada gire", "upar se lagao"), a count said at the end
 * ("4 chahiye", "give 3"), a count apart from its noun ("the 4 nifty 50 stocks with ..."), "which one" after a
 * plural, "cheapest on p/b", a removal said before its verb ("jinka roe 10 se kam hai unko hata do"), and an
 * industry the catalogue lists twice (Indian and multinational companies).
 */
import { describe, expect, it } from 'vitest';
import { readChatWords } from './chatWords';
import { compileEnglish, type EnglishLexicon, type EnglishResult } from './english';
import { CompanyIndex } from './companyIndex';
import { TEST_COMPANIES, testLexicon } from './englishTestLexicon';
import type { ResearchPlan } from './plan';

const lexicon: EnglishLexicon = {
  ...testLexicon,
  companies: new CompanyIndex([...TEST_COMPANIES, { symbol: 'TIPSMUSIC', country: 'IN', name: 'Tips Music Limited', marketCap: 8_000 }]),
  sectorNames: [...(testLexicon.sectorNames ?? []), 'Pesticides / Agrochemicals - Indian', 'Pesticides / Agrochemicals - Multinational', 'Packaging', 'Containers & Packaging', 'Paper'],
};
const read = (question: string, previous: ResearchPlan | null = null): EnglishResult => compileEnglish(question, lexicon, previous);
const plan = (question: string, previous: ResearchPlan | null = null): ResearchPlan => {
  const result = read(question, previous);
  if (!result.ok) throw new Error(`"${question}" was not answered: ${JSON.stringify(result)}`);
  return result.plan;
};

describe('Hindi word order', () => {
  it('reads a holder group and "hold karte / hissa" as its holding', () => {
    expect(readChatWords('welspun living me promoters kitne % hold karte hai')).toBe('welspun living promoter holding');
    expect(readChatWords('tcs me promoters ka kitna hissa hai')).toBe('tcs promoter holding');
    expect(plan('tcs me fii ki hissedari kitni hai')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'TCS' }], metrics: ['fiiHolding'] });
  });
  it('reads "sabse zyada gire / badhe" as the biggest fall or rise', () => {
    expect(readChatWords('nifty 50 me 2 saal me sabse zyada gire 4 stocks')).toBe('nifty 50 2 years fell the most 4 stocks');
    expect(plan('nifty 50 me 2 saal me sabse zyada gire 4 stocks')).toMatchObject({ kind: 'returns', index: 'NIFTY 50', limit: 4, direction: 'asc' });
  });
  it('reads "upar se lagao" as highest first and a count said at the end as the top few', () => {
    expect(readChatWords('banks ko roe ke hisaab se upar se lagao, 4 chahiye')).toBe('banks roe wise sort highest first, top 4');
    expect(plan('banks ko pb ke hisaab se upar se lagao, 4 chahiye')).toMatchObject({ kind: 'screen', sort: { metric: 'pb', direction: 'desc' }, limit: 4 });
    expect(plan('banks ko pb ke hisaab se neeche se lagao')).toMatchObject({ kind: 'screen', sort: { metric: 'pb', direction: 'asc' } });
  });
  it('keeps a number that is an amount: "pb < 1 plz" and "20 se kam batao" are no counts', () => {
    expect(readChatWords('psu banks w pb < 1 plz')).toBe('psu banks with pb < 1 plz');
    expect(readChatWords('pe 20 se kam batao')).toBe('pe below 20');
  });
  it('reads "10 se kam pe pe" as a P/E below 10 (the second "pe" is "at")', () => {
    expect(readChatWords('nifty 500 me kaunse stocks 10 se kam pe pe mil rahe hai')).toBe('nifty 500 which stocks pe below 10');
    const screen = plan('nifty 500 me kaunse stocks 10 se kam pe pe mil rahe hai');
    expect(screen).toMatchObject({ kind: 'screen', filter: { type: 'and' } });
    expect(JSON.stringify(screen)).toContain('"metric":"pe","op":"<","value":10');
  });
  it('reads a count after "wale" even when "kaunse hai" follows', () => {
    expect(plan('banks me sabse zyada roe wale 3 kaunse hai')).toMatchObject({ kind: 'screen', sort: { metric: 'roe', direction: 'desc' }, limit: 3 });
  });
  it('reads "jinka ... hai unko hata do" as removing those rows', () => {
    expect(readChatWords('jinka roe 10 se kam hai unko hata do')).toBe('remove the ones with roe below 10');
  });
  it('reads "wo X wali list pe wapas jao, usme" as the earlier list', () => {
    expect(readChatWords('wo food wali list pe wapas jao, usme top 3 roce')).toBe('among the earlier list, among these top 3 roce');
  });
});

describe('counts and single answers', () => {
  it('counts through an index or cap type between the count and its noun', () => {
    expect(plan('the 4 nifty 50 stocks with the lowest pb')).toMatchObject({ kind: 'screen', sort: { metric: 'pb', direction: 'asc' }, limit: 4 });
    expect(plan('in the 20 small caps with the most sales, who has the lowest d/e')).toMatchObject({ kind: 'screen', scope: { limit: 20, sort: { metric: 'sales' } }, sort: { metric: 'debtToEquity', direction: 'asc' }, limit: 1 });
  });
  it('answers one company for "which one" after a plural, and a count said with it', () => {
    expect(plan('paper stocks, which one is the cheapest')).toMatchObject({ kind: 'screen', sort: { metric: 'pe', direction: 'asc' }, limit: 1 });
    expect(plan('paper wale stocks me sabse sasta kaun, top 3 pe ke hisaab se')).toMatchObject({ kind: 'screen', sort: { metric: 'pe', direction: 'asc' }, limit: 3 });
  });
  it('ranks "cheapest on p/b" by P/B, among positive values', () => {
    const cheap = plan('banks trading cheapest on p/b, top 5');
    expect(cheap).toMatchObject({ kind: 'screen', sort: { metric: 'pb', direction: 'asc' }, limit: 5 });
    expect(JSON.stringify(cheap)).toContain('"metric":"pb","op":">","value":0');
  });
  it('reads "where is X the highest? give 3" as the top three by X', () => {
    expect(plan('among the 30 biggest banks, where is fii holding the highest? give 3')).toMatchObject({ kind: 'screen', sort: { metric: 'fiiHolding', direction: 'desc' }, limit: 3 });
  });
  it('ranks "fastest growing by 5y sales" by the five-year growth', () => {
    expect(plan('fastest growing 3 by 5y sales among the top 100 companies by mcap')).toMatchObject({ kind: 'screen', sort: { metric: 'salesGrowth5y', direction: 'desc' }, limit: 3 });
  });
});

describe('an industry listed as Indian and multinational companies', () => {
  const sector = (p: ResearchPlan) => JSON.stringify(p.kind === 'screen' ? p.filter : null);
  it('reads the plain word as the Indian listing and "mnc" as the multinational one', () => {
    expect(sector(plan('top 5 agrochem stocks by roe'))).toContain('Pesticides / Agrochemicals - Indian');
    expect(sector(plan('top 5 agrochem stocks by roe'))).not.toContain('Multinational');
    expect(sector(plan('top 5 mnc agrochem stocks by roe'))).toContain('Pesticides / Agrochemicals - Multinational');
  });
  it('reads a word that is a whole industry name as that industry only', () => {
    expect(sector(plan('top 5 packaging stocks by roe'))).toContain('"Packaging"');
  });
});

describe('words beside names', () => {
  it('does not read a company called Tips as asking for tips', () => {
    expect(plan('tips music ke roe n roce numbers chahiye')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'TIPSMUSIC' }], metrics: ['roe', 'roce'] });
    expect(read('any stock tips for tomorrow')).toMatchObject({ ok: false, kind: 'cannot' });
  });
});

describe('an order said for the rows just shown', () => {
  const topTen = plan('top 10 banks by roe');
  it('re-ranks the rows for "now by market cap, largest first"', () => {
    expect(plan('now by market cap pls, largest first', topTen)).toMatchObject({ kind: 'screen', scope: { limit: 10, sort: { metric: 'roe' } }, sort: { metric: 'marketCap', direction: 'desc' } });
  });
  it('ranks anew for a bare "now by pb"', () => {
    expect(plan('now by pb', topTen)).not.toHaveProperty('scope');
  });
});

describe('chat shorthand and Hindi pointers to the rows', () => {
  it('reads run-together and clipped words', () => {
    expect(readChatWords('tcs mktcap')).toBe('tcs market cap');
    expect(readChatWords('infy book val')).toBe('infy book value');
    expect(readChatWords('cn u tell me wipro roe')).toBe('wipro roe');
    expect(readChatWords('top 5 it stks by roe')).toBe('top 5 it stocks by roe');
  });
  it('reads "in 10 me se" as among the rows and "which of the 2" as the two', () => {
    expect(readChatWords('in 10 me se sabse zyada opm kiska')).toBe('among these highest opm which');
    expect(readChatWords('which of the 2 is cheaper on pb')).toBe('which of the two is cheaper on pb');
    expect(readChatWords('which of the 2 cr companies')).toBe('which of the 2 cr companies');
  });
  it('reads "sabse bada ... kaun sa" as one company', () => {
    expect(readChatWords('cement me sabse bada company kaun sa hai')).toBe('cement which one biggest company');
  });
});

describe('heldout13 classes (scored once, then read)', () => {
  it('reads "X ka bhi batao" after a figure of Y as the figure of X', () => {
    const before = plan('tcs ka pe');
    expect(plan('aur infy ka bhi bata do', before)).toMatchObject({ kind: 'compare', companies: [{ symbol: 'INFY' }], metrics: ['pe'] });
  });
  it('asks for the figures of the holder groups named, the pattern only when asked for over time', () => {
    expect(plan('tcs fii hldg n dii hldg')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'TCS' }], metrics: ['fiiHolding', 'diiHolding'] });
    expect(plan('fii and dii holding of tcs')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'TCS' }], metrics: ['fiiHolding', 'diiHolding'] });
    expect(plan('fii and dii holding of tcs over the last 8 quarters')).toMatchObject({ kind: 'shareholding' });
  });
  it('reads "where fiis hold the most" and "carry the most" as rankings', () => {
    expect(readChatWords('the 3 where fiis hold the most')).toBe('the 3 where fii holding the most');
    expect(plan('among the 10 biggest banks, the 3 where fiis hold the most')).toMatchObject({ kind: 'screen', sort: { metric: 'fiiHolding', direction: 'desc' }, limit: 3 });
    expect(readChatWords('which 3 carry the most debt to equity')).toBe('which 3 has the most debt to equity');
  });
  it('drops a way of asking ("r u able to show", "is it possible to get")', () => {
    expect(readChatWords('r u able to show tcs roe')).toBe('show tcs roe');
    expect(readChatWords('is it possible to get infy roce')).toBe('show infy roce');
    expect(plan('could you pls pull up tcs pe')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'TCS' }], metrics: ['pe'] });
  });
  it('reads "in dono me se" as both and "now sort by" as over the rows shown', () => {
    expect(readChatWords('in dono me se kiska pe kam hai')).toBe('of both which has lower pe');
    const top = plan('top 10 banks by roe');
    expect(plan('now sort by pb, highest first', top)).toMatchObject({ kind: 'screen', scope: { limit: 10 }, sort: { metric: 'pb' } });
  });
  it('reads "finance and investment" as one industry, not finance and an industry', () => {
    const withIndustry: EnglishLexicon = { ...lexicon, sectorNames: [...(lexicon.sectorNames ?? []), 'Finance & Investments', 'Finance - Housing'] };
    const result = compileEnglish('finance & investment cos w roe > 30 n d/e < 0.5', withIndustry);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(JSON.stringify(result.plan)).toContain('"values":["Finance & Investments"]');
  });
});

describe('cuts said loosely', () => {
  it('takes a cut naming no universe in the rest\'s universe ("3 banks with the least d/e among 10 largest")', () => {
    expect(plan('3 banks with least d/e among 10 largest')).toMatchObject({ kind: 'screen', scope: { limit: 10, sort: { metric: 'marketCap' }, filter: { type: 'in', field: 'sector' } }, sort: { metric: 'debtToEquity', direction: 'asc' }, limit: 3, filter: null });
  });
  it('reads "among the top 10" as the ten largest companies', () => {
    expect(plan('highest roe among top 10')).toMatchObject({ kind: 'screen', scope: { limit: 10, sort: { metric: 'marketCap', direction: 'desc' } }, sort: { metric: 'roe', direction: 'desc' }, limit: 1 });
  });
  it('reads "10 most valuable X, rank by Y" as a cut then a ranking', () => {
    expect(plan('10 most valuable banks, rank by roce')).toMatchObject({ kind: 'screen', scope: { limit: 10, sort: { metric: 'marketCap' } }, sort: { metric: 'roce' } });
  });
  it('reads "least valued ... on p/b" as the cheapest by P/B', () => {
    expect(plan('least valued 3 banks on p/b')).toMatchObject({ kind: 'screen', sort: { metric: 'pb', direction: 'asc' }, limit: 3 });
  });
});

describe('editing a list just shown', () => {
  const topTen = plan('top 10 banks by mcap');
  it('takes a named company out ("drop sbi", "sbi ko hata do")', () => {
    for (const q of ['drop sbi', 'sbi ko hata do']) {
      const result = read(q, topTen);
      if (!result.ok) throw new Error(JSON.stringify(result));
      expect(result.plan).toMatchObject({ kind: 'screen', scope: { limit: 10 }, filter: { type: 'in', field: 'symbol', values: ['SBIN'], negate: true } });
      expect(result.restated).toContain('those other than SBIN');
    }
  });
  it('reads "last 3" as the other end of the list', () => {
    expect(plan('last 3', topTen)).toMatchObject({ kind: 'screen', scope: { limit: 10 }, sort: { metric: 'marketCap', direction: 'asc' }, limit: 3 });
  });
  it('reads "isko X ke hisaab se sort karo" as sorting the rows', () => {
    expect(plan('ab isko pb ke hisaab se sort karo', topTen)).toMatchObject({ kind: 'screen', scope: { limit: 10 }, sort: { metric: 'pb', direction: 'asc' } });
  });
});

describe('sectors joined in one question', () => {
  const sectorsOf = (q: string) => {
    const p = plan(q);
    return JSON.stringify(p.kind === 'screen' ? p.filter : null);
  };
  it('reads "it and pharma" and "pharma or it" as both sectors', () => {
    expect(sectorsOf('it and pharma stocks with pe below 20')).toContain('"values":["IT","pharma"]');
    expect(sectorsOf('pharma or it stocks with roe above 25')).toContain('"values":["pharma","IT"]');
  });
  it('reads a broad word beside the industry it begins as that industry only', () => {
    const withPharma: EnglishLexicon = { ...lexicon, sectorNames: [...(lexicon.sectorNames ?? []), 'Pharmaceuticals - Indian - Formulations', 'Pharmaceuticals - Multinational'] };
    const result = compileEnglish('pharmaceuticals indian formulations stocks by market cap', withPharma);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(JSON.stringify(result.plan)).toContain('"values":["Pharmaceuticals - Indian - Formulations"]');
  });
});

describe('an industry named whole before a company that begins with its first word', () => {
  it('reads "computer education stocks" as the industry, not Computer Age Management Services', () => {
    const withEducation: EnglishLexicon = {
      ...lexicon,
      companies: new CompanyIndex([...TEST_COMPANIES, { symbol: 'CAMS', country: 'IN', name: 'Computer Age Management Services Limited', marketCap: 18_000 }]),
      sectorNames: [...(lexicon.sectorNames ?? []), 'Computers - Education', 'Computers - Hardware'],
    };
    const result = compileEnglish('computer education stocks by market cap', withEducation);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(JSON.stringify(result.plan)).toContain('"values":["Computers - Education"]');
    const company = compileEnglish('computer age pe', withEducation);
    expect(company.ok && company.plan).toMatchObject({ kind: 'compare', companies: [{ symbol: 'CAMS' }] });
  });
});

describe('more Hindi shapes', () => {
  it('reads "sales ... kitni badhi" as growth, not a price return', () => {
    expect(plan('tcs ki sales pichle 5 saal me kitni badhi')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'TCS' }], metrics: ['salesGrowth5y'] });
  });
  it('reads "X sasta hai kya" as the judgement it is', () => {
    expect(read('itc sasta hai kya')).toMatchObject({ ok: false, kind: 'cannot' });
  });
  it('reads "pb pe" at the end as "on pb"', () => {
    expect(plan('kaun sa bank sabse sasta hai pb pe')).toMatchObject({ kind: 'screen', sort: { metric: 'pb', direction: 'asc' }, limit: 1 });
  });
});

describe('returns as typed', () => {
  it('reads "ret" as return and one stock asked for as one gainer', () => {
    expect(plan('tcs vs infy 1y ret')).toMatchObject({ kind: 'returns', companies: [{ symbol: 'TCS' }, { symbol: 'INFY' }] });
    expect(plan('best performing nifty 50 stock in 3 months')).toMatchObject({ kind: 'returns', index: 'NIFTY 50', limit: 1, direction: 'desc' });
    expect(plan('top gainers nifty 50 6 months')).toMatchObject({ kind: 'returns', index: 'NIFTY 50', limit: 10 });
  });
});

describe('a list named by its count', () => {
  const topTen = plan('top 10 banks by mcap');
  const between = plan('infy roe');
  it('reads "those 10 banks" after another question as the list two turns back, and "which has" as one', () => {
    const result = compileEnglish('those 10 banks, which has best roe', lexicon, between, { earlier: topTen });
    expect(result.ok && result.plan).toMatchObject({ kind: 'screen', scope: { limit: 10 }, sort: { metric: 'roe', direction: 'desc' }, limit: 1 });
  });
  it('uses the count that only names the list, and "which of these banks has" is one', () => {
    expect(plan('those 10 sorted by pe, lowest first', topTen)).toMatchObject({ kind: 'screen', scope: { limit: 10 }, sort: { metric: 'pe' }, limit: 10 });
    expect(plan('which of these banks has the lowest pe', topTen)).toMatchObject({ kind: 'screen', scope: { limit: 10 }, limit: 1 });
  });
  it('reads "no 1 X by Y" as the top one', () => {
    expect(plan('no 1 bank by sales')).toMatchObject({ kind: 'screen', sort: { metric: 'sales', direction: 'desc' }, limit: 1 });
  });
});

describe('two-word adjectives', () => {
  it('reads "loss making" and "profit making" as conditions on net profit', () => {
    expect(JSON.stringify(plan('loss making large caps'))).toContain('"metric":"netProfit","op":"<","value":0');
    expect(JSON.stringify(plan('profit making small caps with pe below 10'))).toContain('"metric":"netProfit","op":">","value":0');
  });
});

describe('heldout14 classes (scored once, then read)', () => {
  const topTen = plan('top 10 banks by mcap');
  it('reads "upar se neeche lagao", "X ke order me lagao" and "sabse bure" as orders', () => {
    expect(readChatWords('banks ko roce ke hisaab se upar se neeche lagao')).toBe('banks roce wise sort highest first');
    expect(readChatWords('ab sales ke order me lagao')).toBe('sort by sales');
    expect(readChatWords('nifty 50 ke sabse bure 4 performers')).toBe('nifty 50 worst 4 performers');
  });
  it('reads removals said mid-sentence ("hata ke dikhao", "nikal do")', () => {
    expect(plan('roce 15 se kam wale hata ke dikhao', topTen)).toMatchObject({ kind: 'screen', scope: { limit: 10 }, filter: { type: 'compare', metric: 'roce', op: '>=', value: 15 } });
    expect(readChatWords('ab debt wale nikal do')).toBe('now debt remove');
  });
  it('does not read "bata yaar" / "bata de" at the end as Bata India', () => {
    expect(readChatWords('tcs ka pb aur pe dono bata yaar')).toBe('tcs pb and pe both');
    expect(plan('tcs ka pb aur pe dono bata yaar')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'TCS' }], metrics: ['pb', 'pe'] });
  });
  it('reads "paying dividend yield over", "the 3 best on roe from this"', () => {
    expect(plan('any of these paying dividend yield over 0.5?', topTen)).toMatchObject({ kind: 'screen', scope: { limit: 10 }, filter: { type: 'compare', metric: 'dividendYield', op: '>' } });
    expect(plan('give me the 3 best on roe from this', topTen)).toMatchObject({ kind: 'screen', scope: { limit: 10 }, sort: { metric: 'roe', direction: 'desc' }, limit: 3 });
  });
  it('reads a place said as a spot or with "kaun", and "kiska" at the end as one', () => {
    expect(plan('large caps ranked by roce, who\'s at 3rd spot')).toMatchObject({ kind: 'screen', sort: { metric: 'roce' }, offset: 2, limit: 1 });
    expect(plan('banks me profit ke hisaab se no. 2 kaun')).toMatchObject({ kind: 'screen', sort: { metric: 'netProfit' }, offset: 1, limit: 1 });
    expect(plan('banks me sabse jyada opm kiska hai')).toMatchObject({ kind: 'screen', sort: { metric: 'opm', direction: 'desc' }, limit: 1 });
  });
  it('reads "X: biggest 8, then those with ..." as a filter within the cut', () => {
    expect(plan('banks: biggest 8, then those with roe above 5')).toMatchObject({ kind: 'screen', scope: { limit: 8 }, filter: { type: 'compare', metric: 'roe', op: '>', value: 5 } });
  });
});
