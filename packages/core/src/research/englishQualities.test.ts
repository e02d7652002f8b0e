/**
 * The question classes the held-out evaluation declined before this round: size words beside Indian amounts,
 * counts before rankings inside an index, indebted / leveraged, qualitative low / high, metrics grown from the
 * data's field list, "who holds", and a metric asked over the previous answer's set.
 */
import { describe, expect, it } from 'vitest';
import { compileEnglish, type EnglishResult } from './english';
import { testLexicon } from './englishTestLexicon';
import type { ResearchFilter, ResearchPlan } from './plan';

const read = (question: string, previous: ResearchPlan | null = null): EnglishResult => compileEnglish(question, testLexicon, previous);
const plan = (question: string, previous: ResearchPlan | null = null): ResearchPlan => {
  const result = read(question, previous);
  if (!result.ok) throw new Error(`"${question}" was not answered: ${JSON.stringify(result)}`);
  return result.plan;
};
const screen = (question: string, previous: ResearchPlan | null = null) => {
  const p = plan(question, previous);
  if (p.kind !== 'screen') throw new Error(`"${question}" is a ${p.kind}, not a screen`);
  return p;
};
const compares = (filter: ResearchFilter | null): string[] => {
  if (!filter) return [];
  if (filter.type === 'compare') return [`${filter.metric} ${filter.op} ${typeof filter.value === 'number' ? filter.value : filter.value.metric}`];
  if (filter.type === 'in') return [`${filter.field} in ${filter.values.join('|')}`];
  if (filter.type === 'and' || filter.type === 'or') return filter.args.flatMap(compares);
  return compares(filter.arg);
};

describe('size words beside amounts', () => {
  it('read "small" / "large" beside a market-cap amount as that amount, and keep every other condition', () => {
    const p = screen('small companies under 500 cr market cap with roce above 30, top 10 by roce');
    expect(compares(p.filter)).toEqual(['marketCap < 500', 'roce > 30']);
    expect(p.sort).toEqual({ metric: 'roce', direction: 'desc' });
    expect(p.limit).toBe(10);
    expect(compares(screen('large companies above 1 lakh crore with pe under 20').filter).sort()).toEqual(['marketCap > 100000', 'pe < 20']);
  });

  it('read "small companies" without an amount as the small caps', () => {
    expect(compares(screen('small companies with roe above 40').filter)).toEqual(['capType in Small Cap', 'roe > 40']);
  });
});

describe('a count before a ranking inside an index', () => {
  it('keeps the count, the order and the index', () => {
    const p = screen('5 lowest pe stocks in nifty 50');
    expect([p.limit, p.sort, compares(p.filter)]).toEqual([5, { metric: 'pe', direction: 'asc' }, ['index in NIFTY 50']]);
    const q = screen('3 highest roe stocks in nifty 50');
    expect([q.limit, q.sort]).toEqual([3, { metric: 'roe', direction: 'desc' }]);
  });

  it('leaves a sector noun after the count to the sector reader ("top 10 banks")', () => {
    const p = screen('top 10 banks by market cap');
    expect([p.limit, compares(p.filter)]).toEqual([10, ['sector in banks']]);
  });
});

describe('indebted and leveraged', () => {
  it('rank by debt, or by debt to equity, in the direction the word says', () => {
    expect(screen('7 most indebted companies')).toMatchObject({ limit: 7, sort: { metric: 'debt', direction: 'desc' } });
    expect(screen('least indebted nifty 50 stocks top 5')).toMatchObject({ limit: 5, sort: { metric: 'debt', direction: 'asc' } });
    expect(screen('most leveraged companies top 5')).toMatchObject({ limit: 5, sort: { metric: 'debtToEquity', direction: 'desc' } });
  });
});

describe('qualitative low / high', () => {
  it('name the stated condition of the same metric, adding no sort and no threshold', () => {
    const p = screen('low pe high dividend: pe under 10 and dividend yield above 5');
    expect(compares(p.filter)).toEqual(['pe < 10', 'dividendYield > 5']);
    expect(p.sort).toEqual({ metric: 'marketCap', direction: 'desc' });
    expect(compares(screen('high roe low debt stocks: roe > 25 and d/e < 0.1').filter)).toEqual(['roe > 25', 'debtToEquity < 0.1']);
  });

  it('become the documented thresholds when two qualities come without numbers, and the restated line shows them', () => {
    const result = read('low pe high dividend stocks');
    expect(result.ok && compares(result.plan.kind === 'screen' ? result.plan.filter : null)).toEqual(['pe > 0', 'pe < 15', 'dividendYield > 3']);
    expect(result.ok && result.restated).toContain('"low pe" read as P/E > 0, P/E < 15');
  });

  it('stay a sort when one quality comes alone', () => {
    expect(screen('high roe stocks').sort).toEqual({ metric: 'roe', direction: 'desc' });
  });
});

describe('metrics grown from the data', () => {
  it('reads scores and fields of the fundamentals data', () => {
    expect(compares(screen('companies with piotroski score 9').filter)).toEqual(['piotroskiScore = 9']);
    expect(compares(screen('piotroski 8 or 9 stocks in nifty 50').filter)).toEqual(['index in NIFTY 50', 'piotroskiScore >= 8', 'piotroskiScore <= 9']);
    expect(compares(screen('companies with altman z score above 5').filter)).toEqual(['altmanZScore > 5']);
    expect(compares(screen('stocks with earnings yield above 10').filter)).toEqual(['earningsYield > 10']);
  });
});

describe('who holds a company', () => {
  it('is its shareholding pattern', () => {
    for (const question of ['who holds itc shares', 'who owns hdfc bank', 'major shareholders of tcs']) {
      expect(plan(question).kind, question).toBe('shareholding');
    }
  });
});

describe('a metric over the previous answer', () => {
  it('keeps the set, the order and the count, and adds the column', () => {
    const first = plan('top 10 banks by market cap');
    const next = screen('what about their roe?', first);
    expect([next.limit, next.sort, compares(next.filter), next.columns]).toEqual([10, { metric: 'marketCap', direction: 'desc' }, ['sector in banks'], ['roe']]);
  });
});

describe('one condition over two paired metrics', () => {
  it('applies "both" / "each" to the 3- and 5-year growth read together', () => {
    expect(compares(screen('3 and 5 year sales growth both above 20 with mcap above 10000').filter)).toEqual(['salesGrowth3y > 20', 'salesGrowth5y > 20', 'marketCap > 10000']);
  });

  it('reads comparatives of named companies as a comparison, not as thresholds', () => {
    expect(plan('tcs vs infy: higher roe and lower pe?').kind).toBe('compare');
  });
});

describe('one company asked for, and a single "good X"', () => {
  it('limits to one row when the question asks for one company', () => {
    expect(screen('who has the highest roe among banks')).toMatchObject({ limit: 1, sort: { metric: 'roe', direction: 'desc' } });
    expect(screen('best pharma stock by roce')).toMatchObject({ limit: 1, sort: { metric: 'roce', direction: 'desc' } });
    expect(screen('cheapest bank by pb')).toMatchObject({ limit: 1, sort: { metric: 'pb', direction: 'asc' } });
  });

  it('reads a single "good ROE" as its threshold', () => {
    expect(compares(screen('good roe stocks under 1000 cr').filter).sort()).toEqual(['marketCap < 1000', 'roe > 20']);
  });
});

describe('classes found by the second held-out set', () => {
  it('reads "<ratio> ratio" as the ratio', () => {
    expect(plan('sbi pb ratio')).toMatchObject({ kind: 'compare', metrics: ['pb'] });
  });

  it('reads "top N by <metric>" as a ranking of every listed company, while "top 10" alone still asks', () => {
    expect(screen('top 10 by roce')).toMatchObject({ filter: null, limit: 10, sort: { metric: 'roce', direction: 'desc' } });
    expect(read('top 10')).toMatchObject({ ok: false, kind: 'clarify' });
  });

  it('asks which ICICI company, as for HDFC', () => {
    expect(read('icici pe')).toMatchObject({ ok: false, kind: 'clarify' });
    expect(plan('icici bank pe')).toMatchObject({ kind: 'compare', companies: [{ symbol: 'ICICIBANK' }] });
  });
});
