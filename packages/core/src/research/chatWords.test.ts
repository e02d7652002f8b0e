/** Hinglish and chat shorthand: read as the English questions they are, into the same plans. */
import { describe, expect, it } from 'vitest';
import { readChatWords } from './chatWords';
import { compileEnglish, type EnglishResult } from './english';
import { testLexicon } from './englishTestLexicon';
import type { ResearchPlan } from './plan';

const read = (question: string): EnglishResult => compileEnglish(question, testLexicon);
const plan = (question: string): ResearchPlan => {
  const result = read(question);
  if (!result.ok) throw new Error(`"${question}" was not answered: ${JSON.stringify(result)}`);
  return result.plan;
};

describe('Hinglish glue words', () => {
  it('are dropped, so the question reads as its English', () => {
    expect(plan('infosys ka roe kitna hai')).toEqual(plan('infosys roe'));
    expect(plan('wipro ki p/b batao')).toEqual(plan('wipro p/b'));
    expect(plan('tcs aur infosys ka debt compare karo')).toEqual(plan('compare tcs and infosys on debt'));
    expect(plan('itc ka dividend yield kitana hai')).toEqual(plan('itc dividend yield'));
  });
  it('never offer a company for a glue word', () => {
    const result = read('wipro ki p/b batao');
    expect(result.ok).toBe(true);
  });
});

describe('Hinglish words that carry meaning', () => {
  it('reads a comparison after its amount: se upar / se zyada above, se kam / se neeche below', () => {
    expect(readChatWords('50k cr se upar wale IT stocks')).toBe('above 50k cr IT stocks');
    expect(readChatWords('pe 20 se kam aur roe 15 se jyada')).toBe('pe below 20 and roe above 15');
    expect(readChatWords('200 dma ke neeche')).toBe('below 200 dma');
    expect(plan('pe 20 se kam aur roe 15 se zada wale stocks')).toEqual(plan('stocks with pe below 20 and roe above 15'));
  });
  it('reads sabse zyada / sabse kam as highest / lowest, and kiska as which', () => {
    expect(plan('sabse zyada roe wale 5 banks')).toEqual(plan('5 banks with the highest roe'));
    expect(plan('tcs vs infosys pe, kiska kam hai?')).toMatchObject({ kind: 'compare', metrics: ['pe'] });
    expect(readChatWords('kiska zyada hai')).toBe('which higher');
  });
  it('reads "ke hisaab se" as the order of the list', () => {
    const p = plan('50k cr se upar wale IT stocks, pe ke hisaab se sabse saste 5');
    expect(p).toMatchObject({ kind: 'screen', sort: { metric: 'pe', direction: 'asc' }, limit: 5 });
    expect(p.kind === 'screen' && JSON.stringify(p.filter)).toContain('"marketCap","op":">","value":50000');
  });
  it('reads sirf, inme se, uska and saal', () => {
    expect(readChatWords('inme se sirf banks')).toBe('among these only banks');
    expect(readChatWords('uska pe')).toBe('its pe');
    expect(plan('tcs ka 5 saal ka revenue')).toEqual(plan('tcs revenue 5 years'));
  });
  it('refuses advice asked in Hinglish', () => {
    expect(read('kya tcs lena chahiye')).toMatchObject({ ok: false, kind: 'cannot', restated: 'A forecast or advice question' });
  });
  it('still declines a content word it does not know', () => {
    expect(read('infosys ka jhingalala kitna hai').ok).toBe(false);
  });
});

describe('chat shorthand', () => {
  it('reads u, n, abt, wat, r, plz, thx and a glued count', () => {
    expect(plan('roe n roce of hdfc bank plz')).toEqual(plan('roe and roce of hdfc bank'));
    expect(plan('wat r the top 5 banks by roe')).toEqual(plan('top 5 banks by roe'));
    expect(plan('abt tcs pe thx')).toEqual(plan('tcs pe'));
    expect(plan('top5 it stocks by roe')).toEqual(plan('top 5 it stocks by roe'));
    expect(readChatWords('can u show pe & roe of tcs')).toBe('show pe and roe of tcs');
  });
  it('leaves names with & as they are', () => {
    expect(readChatWords('m&m pe')).toBe('m&m pe');
  });
});
