import { describe, expect, it } from 'vitest';
import { formatResearchQuery } from './formatQuery';
import { closestMetricNames, findMetric, snakeCase } from './metrics';
import { parseResearchQuery, ResearchQueryError } from './parser';
import { researchPlanSchema, type ResearchPlan } from './plan';

const screen = (text: string) => {
  const plan = parseResearchQuery(text);
  if (plan.kind !== 'screen') throw new Error(`expected a screen, got ${plan.kind}`);
  return plan;
};

const errorOf = (text: string): ResearchQueryError => {
  try {
    parseResearchQuery(text);
  } catch (error) {
    if (error instanceof ResearchQueryError) return error;
    throw error;
  }
  throw new Error(`"${text}" parsed`);
};

describe('metric names', () => {
  it('match names and aliases ignoring case, spaces and "years"', () => {
    expect(findMetric('market capitalization')?.key).toBe('marketCap');
    expect(findMetric('MCAP')?.key).toBe('marketCap');
    expect(findMetric('P/E')?.key).toBe('pe');
    expect(findMetric('Sales growth 3 years')?.key).toBe('salesGrowth3y');
    expect(findMetric('sales growth 3Years')?.key).toBe('salesGrowth3y');
    expect(findMetric('Return over 1year')?.key).toBe('return1y');
    expect(findMetric('DMA 200')?.key).toBe('dma200');
    expect(findMetric('Debt to equity')?.key).toBe('debtToEquity');
    expect(findMetric('Volatility')).toBeUndefined();
  });

  it('suggests the closest names by edit distance', () => {
    expect(closestMetricNames('Retrun on equity')[0]).toBe('Return on equity');
    expect(closestMetricNames('Promter holding')[0]).toBe('Promoter holding');
    expect(closestMetricNames('Dividnd yeild')[0]).toBe('Dividend yield');
  });

  it('names answer columns in snake_case', () => {
    expect(snakeCase('marketCap')).toBe('market_cap');
    expect(snakeCase('dma200')).toBe('dma_200');
    expect(snakeCase('salesGrowth3y')).toBe('sales_growth_3y');
  });
});

describe('query language: screens', () => {
  it('reads conditions, sort and limit', () => {
    const plan = screen('Market Capitalization > 50000 AND Price to earning < 20 sort by Return on equity desc limit 10');
    expect(plan.filter).toEqual({
      type: 'and',
      args: [
        { type: 'compare', metric: 'marketCap', op: '>', value: 50000 },
        { type: 'compare', metric: 'pe', op: '<', value: 20 },
      ],
    });
    expect(plan.sort).toEqual({ metric: 'roe', direction: 'desc' });
    expect(plan.limit).toBe(10);
  });

  it('binds AND tighter than OR, and NOT tighter than AND', () => {
    const plan = screen('ROE > 20 OR ROCE > 25 AND NOT PE > 40');
    expect(plan.filter).toEqual({
      type: 'or',
      args: [
        { type: 'compare', metric: 'roe', op: '>', value: 20 },
        {
          type: 'and',
          args: [
            { type: 'compare', metric: 'roce', op: '>', value: 25 },
            { type: 'not', arg: { type: 'compare', metric: 'pe', op: '>', value: 40 } },
          ],
        },
      ],
    });
  });

  it('groups with parentheses', () => {
    const plan = screen('(ROE > 20 OR ROCE > 25) AND pe < 30');
    expect(plan.filter).toEqual({
      type: 'and',
      args: [
        { type: 'or', args: [{ type: 'compare', metric: 'roe', op: '>', value: 20 }, { type: 'compare', metric: 'roce', op: '>', value: 25 }] },
        { type: 'compare', metric: 'pe', op: '<', value: 30 },
      ],
    });
  });

  it('is case-insensitive, takes &&, ||, <>, negative numbers, % and crore units', () => {
    const plan = screen('roe >= 15% && (market cap > 500 cr || opm <> -2)');
    expect(plan.filter).toEqual({
      type: 'and',
      args: [
        { type: 'compare', metric: 'roe', op: '>=', value: 15 },
        { type: 'or', args: [{ type: 'compare', metric: 'marketCap', op: '>', value: 500 }, { type: 'compare', metric: 'opm', op: '!=', value: -2 }] },
      ],
    });
  });

  it('compares a metric with another metric', () => {
    expect(screen('Current price < DMA 200').filter).toEqual({ type: 'compare', metric: 'currentPrice', op: '<', value: { metric: 'dma200' } });
  });

  it('reads sector, industry, index and market-cap-type filters', () => {
    const plan = screen('Sector = IT AND Index = "NIFTY 50" AND Market cap type in (large, "Mid Cap") AND Industry != Cement');
    expect(plan.filter).toEqual({
      type: 'and',
      args: [
        { type: 'in', field: 'sector', values: ['IT'] },
        { type: 'in', field: 'index', values: ['NIFTY 50'] },
        { type: 'in', field: 'capType', values: ['Large Cap', 'Mid Cap'] },
        { type: 'in', field: 'industry', values: ['Cement'], negate: true },
      ],
    });
  });

  it('defaults: no sort, 25 rows; a bare sort is a screen of everything', () => {
    expect(screen('ROE > 1')).toMatchObject({ sort: null, limit: 25 });
    expect(screen('sort by Market Capitalization asc limit 5')).toMatchObject({ filter: null, sort: { metric: 'marketCap', direction: 'asc' }, limit: 5 });
  });
});

describe('query language: errors point at the position', () => {
  it('names an unknown metric with the closest names', () => {
    const error = errorOf('ROE > 20 AND Retrun on equity > 20');
    expect(error.position).toBe(13);
    expect(error.message).toBe('Unknown metric "Retrun on equity" at position 13. Did you mean Return on equity, Debt to equity or Return on assets?');
    expect(error.suggestions[0]).toBe('Return on equity');
  });

  it('a missing operator, value, parenthesis or bad limit', () => {
    expect(errorOf('ROE 20').message).toMatch(/^Unknown metric "ROE 20"/);
    expect(errorOf('ROE >').message).toBe('Expected a number or a metric name after ">" at the end (position 5)');
    expect(errorOf('(ROE > 20').message).toBe('Expected ")" at the end (position 9)');
    expect(errorOf('ROE > 20)').message).toBe('Unexpected ")" at position 8');
    expect(errorOf('ROE > 20 limit 0').position).toBe(15);
    expect(errorOf('ROE > 20 AND').message).toBe('Expected a condition at the end (position 12)');
    expect(errorOf('ROE > 20 # 4').message).toBe('Unexpected character "#" at position 9');
    expect(errorOf('Sector > IT').message).toBe('Expected =, != or in (...) after the sector at position 7');
    expect(errorOf('').message).toMatch(/empty/);
  });
});

describe('query language: commands and round trips', () => {
  it('reads history, compare, shareholding, constituents and returns', () => {
    expect(parseResearchQuery('history TCS: Sales, Net profit quarterly limit 4')).toEqual({
      kind: 'history', company: { symbol: 'TCS', country: 'IN' }, items: ['sales', 'netProfit'], period: 'quarterly', count: 4,
    });
    expect(parseResearchQuery('compare hdfcbank, ICICIBANK: ROE, P/E')).toEqual({
      kind: 'compare', companies: [{ symbol: 'HDFCBANK', country: 'IN' }, { symbol: 'ICICIBANK', country: 'IN' }], metrics: ['roe', 'pe'],
    });
    expect(parseResearchQuery('shareholding ADANIPORTS limit 8')).toEqual({ kind: 'shareholding', company: { symbol: 'ADANIPORTS', country: 'IN' }, quarters: 8 });
    expect(parseResearchQuery('constituents of "NIFTY BANK"')).toMatchObject({ kind: 'constituents', index: 'NIFTY BANK' });
    expect(parseResearchQuery('returns index "NIFTY 50" over 6 months asc limit 5')).toEqual({
      kind: 'returns', companies: [], index: 'NIFTY 50', period: { count: 6, unit: 'month' }, direction: 'asc', limit: 5,
    });
    expect(parseResearchQuery('returns AAPL@US over 1 year')).toMatchObject({ companies: [{ symbol: 'AAPL', country: 'US' }] });
  });

  it('formats every plan kind back to text that parses to the same plan', () => {
    const texts = [
      '(ROE > 20 OR ROCE > 25) AND NOT (PE > 40 AND Sector = IT) AND Current price < DMA 200 sort by Market Capitalization asc limit 7',
      'Sector in (IT, Banks) AND Market cap type = small limit 3',
      'history TCS: Sales, ROE annual limit 5',
      'compare TCS, INFY: ROE, OPM',
      'shareholding TCS limit 4',
      'constituents "NIFTY 50" sort by Return on equity desc limit 10',
      'returns RELIANCE, TCS over 2 years desc limit 2',
    ];
    for (const text of texts) {
      const plan = parseResearchQuery(text);
      const again = parseResearchQuery(formatResearchQuery(plan));
      expect(again, text).toEqual(plan);
      expect(researchPlanSchema.parse(JSON.parse(JSON.stringify(plan))) as ResearchPlan).toEqual(plan);
    }
  });
});
