import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support';
import { insertBars, insertCompany, insertKeyMetrics, uniqueTag } from '../../test/factories/marketFixtures';
import { rows } from '../market/api/sql';
import { financialStatements, marketIndexCompanies, marketIndices, shareholdingPattern, stockMovingAverages } from '../market/schema/index';
import type { ResearchAnswer } from './answer';
import { inIndex, prepareTruthBase, screenSql } from '../../eval/baseSql';
import { warmResearchEngine } from './engine';
import { invalidateMetricsSnapshot } from './snapshot/snapshotStore';

let t: TestApp;
const tag = uniqueTag('RS');
const index = `TEST INDEX ${tag}`;
const symbol = (letter: string) => `${tag}${letter}`;
const CRORE = 1e7;

/** Six companies in one test index with known metrics; B and E have no moving averages. */
const COMPANIES = [
  { letter: 'A', sector: 'Information Technology', cap: 90_000, roe: 31.5, pe: 28, de: 0.05, close: 1500, sma200: 1600, rsi: 30 },
  { letter: 'B', sector: 'Information Technology', cap: 40_000, roe: 22, pe: 19.5, de: 0.4, close: null, sma200: null, rsi: 55 },
  { letter: 'C', sector: 'Financials', industry: 'Banks - Private Sector', cap: 120_000, roe: 16, pe: 14, de: 7.5, close: 900, sma200: 850, rsi: 62 },
  { letter: 'D', sector: 'Health Care', industry: 'Pharmaceuticals', cap: 25_000, roe: 18.25, pe: 35, de: 0.2, close: 410, sma200: 450, rsi: 33 },
  { letter: 'E', sector: 'Information Technology', cap: 5_000, roe: 12, pe: null, de: 0.9, close: null, sma200: null, rsi: 70 },
  { letter: 'F', sector: 'Financials', industry: 'Banks - Public Sector', cap: 60_000, roe: 9.5, pe: 8, de: 11, close: 300, sma200: 280, rsi: 48 },
] as const;
const ids: Record<string, string> = {};

const ask = async (question: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/research/ask', payload: { question } });
  expect(response.statusCode).toBe(200);
  return response.json() as ResearchAnswer;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.database.db;
  const [created] = await db.insert(marketIndices).values({ indexName: index, source: 'test' }).returning();
  for (const c of COMPANIES) {
    const row = await insertCompany(db, { symbol: symbol(c.letter), companyName: `${tag} ${c.letter} Limited`, sector: c.sector, industry: 'industry' in c ? c.industry : null, marketCapType: c.cap >= 60_000 ? 'Large Cap' : 'Mid Cap' });
    ids[c.letter] = row.id;
    await insertKeyMetrics(db, row.id, '2024-06-30', { marketCap: c.cap * CRORE, roe: c.roe, pe: c.pe, debtToEquity: c.de, rsi: c.rsi, currentPrice: 777, dma200: 700, promoterHolding: 50 }, { source: 'screener' });
    await db.insert(marketIndexCompanies).values({ indexId: created!.id, companyId: row.id, weight: null, industry: null });
    if (c.close !== null) {
      await db.insert(stockMovingAverages).values({ companyId: row.id, date: '2025-01-31', close: c.close, priceSma200: c.sma200, priceSma50: c.close });
    }
  }
  // A's statements over three years, shareholding over two quarters and prices over a year.
  for (const [end, revenue, netIncome, reserves] of [['2022-03-31', 1000, 100, 400], ['2023-03-31', 1200, 150, 500], ['2024-03-31', 1500, 210, 600]] as const) {
    await db.insert(financialStatements).values([
      { companyId: ids.A!, statement: 'income_statement', period: 'annual', periodEnd: end, items: { revenue: revenue * CRORE, netIncome: netIncome * CRORE }, source: 'screener' },
      { companyId: ids.A!, statement: 'balance_sheet_statement', period: 'annual', periodEnd: end, items: { equityCapital: 100 * CRORE, reserves: reserves * CRORE, totalDebt: 50 * CRORE }, source: 'screener' },
    ]);
  }
  await db.insert(shareholdingPattern).values([
    { companyId: ids.A!, quarterEnd: '2024-09-30', promoter: 72.5, fii: 12, dii: 8, public: 7.5, pledged: 0, source: 'screener' },
    { companyId: ids.A!, quarterEnd: '2024-12-31', promoter: 71.25, fii: 12.5, dii: 8.5, public: 7.75, pledged: 0.5, source: 'screener' },
    // B has no promoter (as ICICI Bank and ITC): its largest group leads.
    { companyId: ids.B!, quarterEnd: '2024-09-30', promoter: 0, fii: 44, dii: 41, public: 15, pledged: 0, source: 'screener' },
    { companyId: ids.B!, quarterEnd: '2024-12-31', promoter: 0, fii: 42.5, dii: 44.25, public: 13.25, pledged: 0, source: 'screener' },
  ]);
  await insertBars(t.services.database.db, ids.A!, [['2024-01-31', 1000], ['2024-07-31', 1200], ['2025-01-31', 1500]]);
  await insertBars(t.services.database.db, ids.C!, [['2024-01-31', 800], ['2025-01-31', 900]]);
  invalidateMetricsSnapshot(db);
});

afterAll(async () => {
  await t?.close();
});

describe('screens run on the snapshot and agree with SQL', () => {
  it('a query-language screen returns the rows and numbers of the same screen in SQL', async () => {
    const answer = await ask(`Index = "${index}" AND Return on equity > 15 AND Debt to equity < 1 sort by Market Capitalization desc limit 10`);
    // The eval's truth reads its metrics from a temporary table of one session: prepared and read in one transaction.
    const expected = await t.services.database.db.transaction(async (tx) => {
      await prepareTruthBase(tx);
      return rows<{ symbol: string; market_cap: number; roe: number }>(
        tx,
        sql.raw(screenSql(`${inIndex(index)} and roe > 15 and debt_to_equity < 1`, 'market_cap desc', 10, 'market_cap, roe')),
      );
    });
    expect(expected.map((r) => r.symbol)).toEqual([symbol('A'), symbol('B'), symbol('D')]);
    expect(answer.kind).toBe('table');
    expect(answer.rows.map((r) => [r.symbol, r.market_cap, r.roe])).toEqual(expected.map((r) => [r.symbol, r.market_cap, r.roe]));
    expect(answer.columns.slice(0, 4)).toEqual(['name', 'symbol', 'market_cap', 'roe']);
    expect(answer.lead).toBe(`3 companies match: in ${index}, ROE > 15%, Debt/Equity < 1; showing all by Market cap.`);
    expect(answer.asOf).toBe('2025-01-31');
    expect(answer.source).toBe('NSE bhavcopy, Screener exports');
    expect(answer.markdown).toContain('| Company | Symbol | Market Capitalization (Rs Cr) | Return on equity (%) |');
    expect(answer.markdown).toContain(`| ${tag} A Limited | ${symbol('A')} | 90,000.00 | 31.50 |`);
    expect(answer.markdown).toContain('As of 2025-01-31 · Source: NSE bhavcopy, Screener exports');
    // The key metrics are of 30 Jun 2024: said so, not put under the closes' date.
    expect(answer.markdown).toMatch(/Figures of other dates than 31 Jan 2025: .*Market cap.*: as of 30 Jun 2024 \(at that day's price: not yet valued at the latest close\)/);
    expect(answer.markdown).toContain(`\`Index = "${index}" AND Return on equity > 15 AND Debt to equity < 1 sort by Market Capitalization desc limit 10\``);
  });

  it('OR, NOT, sectors with their aliases, ascending sort and missing values last', async () => {
    const answer = await ask(`Index = "${index}" AND (Sector = IT OR Sector = Banks) AND NOT Return on equity > 30 sort by Price to earning asc`);
    // IT: B, E (A has ROE 31.5); banks by industry: C, F. P/E ascending, E (no P/E) last.
    expect(answer.rows.map((r) => r.symbol)).toEqual([symbol('F'), symbol('C'), symbol('B'), symbol('E')]);
    expect(answer.rows[3]!.pe).toBeNull();
  });

  it('the price against its moving average uses the bars when a company has them, else the key metrics', async () => {
    const answer = await ask(`Index = "${index}" AND Current price < DMA 200`);
    // A: 1500 < 1600 and D: 410 < 450 from bars; B and E: 777 < 700 is false from key metrics.
    expect(answer.rows.map((r) => r.symbol).sort()).toEqual([symbol('A'), symbol('D')]);
  });

  it('an English screen compiles to the same plan kind and rows', async () => {
    const answer = await ask(`${index} stocks below their 200 DMA with RSI under 35`);
    expect(answer.plan).toMatchObject({ kind: 'screen' });
    expect(answer.rows.map((r) => r.symbol).sort()).toEqual([symbol('A'), symbol('D')]);
  });

  it('market-cap types and a limit', async () => {
    const answer = await ask(`Index = "${index}" AND Market cap type = large sort by Return on equity desc limit 2`);
    expect(answer.rows.map((r) => r.symbol)).toEqual([symbol('A'), symbol('C')]);
    expect(answer.lead).toMatch(/^3 companies match: .*; showing the top 2 by ROE\.$/);
  });
});

describe('per-company answers come from SQL', () => {
  it('history: statement lines per year in crores, and ROE derived per year', async () => {
    const answer = await ask(`history ${symbol('A')}: Sales, Net profit, ROE annual limit 2`);
    expect(answer.columns).toEqual(['period', 'period_end', 'sales', 'net_profit', 'roe']);
    expect(answer.rows).toEqual([
      { period: 'Mar 2023', period_end: '2023-03-31', sales: 1200, net_profit: 150, roe: 25 },
      { period: 'Mar 2024', period_end: '2024-03-31', sales: 1500, net_profit: 210, roe: 30 },
    ]);
    expect(answer.asOf).toBe('2024-03-31');
  });

  it('shareholding: quarters oldest first with the promoter trend in the lead', async () => {
    const answer = await ask(`shareholding ${symbol('A')}`);
    expect(answer.rows.map((r) => [r.quarter_end, r.promoter, r.pledged])).toEqual([
      ['2024-09-30', 72.5, 0],
      ['2024-12-31', 71.25, 0.5],
    ]);
    expect(answer.lead).toBe(`Promoter holding of ${tag} A Limited (${symbol('A')}) went from 72.5% (Sep 2024) to 71.25% (Dec 2024).`);
  });

  it('shareholding of a company with no promoter: its largest holder group in the lead', async () => {
    const answer = await ask(`shareholding ${symbol('B')}`);
    expect(answer.lead).toBe(`DII holding of ${tag} B Limited (${symbol('B')}) went from 41% (Sep 2024) to 44.25% (Dec 2024).`);
  });

  it('returns: closes a period apart and the change in %', async () => {
    const answer = await ask(`returns ${symbol('A')}, ${symbol('C')} over 1 year`);
    expect(answer.rows.map((r) => [r.symbol, r.start_close, r.end_close, r.return_pct])).toEqual([
      [symbol('A'), 1000, 1500, 50],
      [symbol('C'), 800, 900, 12.5],
    ]);
    const ranked = await ask(`returns index "${index}" over 6 months desc limit 1`);
    expect(ranked.rows).toEqual([expect.objectContaining({ symbol: symbol('A'), start_close: 1200, end_close: 1500, return_pct: 25 })]);
  });

  it('compare and constituents', async () => {
    const compared = await ask(`compare ${symbol('C')}, ${symbol('F')}: ROE, P/E`);
    expect(compared.rows.map((r) => [r.symbol, r.roe, r.pe])).toEqual([
      [symbol('C'), 16, 14],
      [symbol('F'), 9.5, 8],
    ]);
    const members = await ask(`constituents "${index}"`);
    expect(members.rows.map((r) => r.symbol)).toEqual(['C', 'A', 'F', 'B', 'D', 'E'].map(symbol));
  });
});

describe('what cannot be answered', () => {
  it('a question outside the data gets the plain answer with examples', async () => {
    const answer = await ask('what is the weather in Mumbai today');
    expect(answer.kind).toBe('cannot_answer');
    expect(answer.lead).toMatch(/^I can't answer that from the data\./);
    expect(answer.markdown.startsWith(answer.restated)).toBe(true);
    expect(answer.examples!.length).toBeGreaterThan(5);
    expect(answer.rows).toEqual([]);
    expect(answer.markdown).toContain('You can ask, for example:');
  });

  it("one company's few figures are said in the answer's sentence, as the table has them", async () => {
    const answer = await ask(`compare ${symbol('A')}: Price to earning, Return on equity, Market Capitalization`);
    expect(answer.lead).toBe(`${tag} A Limited (${symbol('A')}): P/E 28, ROE 31.50% and Market cap ₹90,000 Cr.`);
    expect(answer.rows[0]).toMatchObject({ pe: 28, roe: 31.5, market_cap: 90_000 });
    // A figure the data does not have is said to be missing, not made up.
    expect((await ask(`compare ${symbol('E')}: Price to earning`)).lead).toBe(`${tag} E Limited (${symbol('E')}): P/E not in the data.`);
    // Two companies: the table compares them.
    expect((await ask(`compare ${symbol('A')}, ${symbol('B')}: Price to earning`)).lead).toBe(`${symbol('A')} and ${symbol('B')} compared on Price to earning.`);
  });

  it('an unknown company or index says so', async () => {
    expect((await ask(`compare ${tag}ZZZ: ROE`)).lead).toBe(`I can't answer that from the data. No company has the symbol ${tag}ZZZ.`);
    expect((await ask(`constituents "NO SUCH ${tag}"`)).kind).toBe('cannot_answer');
  });

  it('a stored plan runs again; a broken one is refused', async () => {
    const first = await ask(`Index = "${index}" AND Return on equity > 20`);
    const again = await t.services.research.runPlan(JSON.parse(JSON.stringify(first.plan)));
    expect(again.rows).toEqual(first.rows);
    expect((await t.services.research.runPlan({ kind: 'screen', filter: { type: 'compare' } } as never)).kind).toBe('cannot_answer');
  });
});

describe('REST for /stocks', () => {
  it('POST /api/research/screen answers a screen and points at errors', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/research/screen', payload: { query: `Index = "${index}" AND ROE > 20` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().rows).toHaveLength(2);
    const bad = await t.app.inject({ method: 'POST', url: '/api/research/screen', payload: { query: 'ROE > 20 AND Promter holding > 50' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'invalid_query',
      // "Public holding" is one of the metrics grown from the data's field list (dataFieldMetrics.ts).
      message: 'Unknown metric "Promter holding" at position 13. Did you mean Promoter holding, Public holding or DII holding?',
      position: 13,
      suggestions: ['Promoter holding', 'Public holding', 'DII holding'],
    });
    const empty = await t.app.inject({ method: 'POST', url: '/api/research/screen', payload: { query: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('invalid_input');
  });

  it('GET /api/research/metrics lists metrics with units and descriptions, sectors, indices and cap types', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/research/metrics' });
    expect(response.statusCode).toBe(200);
    const catalogue = response.json();
    expect(catalogue.metrics).toContainEqual(expect.objectContaining({ key: 'roe', name: 'Return on equity', unit: 'percent', aliases: expect.arrayContaining(['ROE']) }));
    expect(catalogue.indices).toContain(index);
    expect(catalogue.sectors).toContain('Information Technology');
    expect(catalogue.capTypes).toEqual(expect.arrayContaining(['Large Cap', 'Mid Cap']));
  });
});

describe('tools and keywords', () => {
  it('tools describe the plans and run them', async () => {
    const names = t.services.research.tools().map((tool) => tool.name);
    expect(names).toEqual(['screen_stocks', 'company_history', 'compare_companies', 'shareholding_trend', 'index_constituents', 'price_returns', 'ask_research_question']);
    const screened = await t.services.research.callTool('screen_stocks', { query: `Index = "${index}" AND ROE > 20` });
    expect(screened.rows.map((r) => r.symbol)).toEqual([symbol('A'), symbol('B')]);
    const compared = await t.services.research.callTool('compare_companies', { symbols: [symbol('D')], metrics: ['Return on equity'] });
    expect(compared.rows[0]).toMatchObject({ symbol: symbol('D'), roe: 18.25 });
    expect((await t.services.research.callTool('compare_companies', { symbols: [] })).kind).toBe('cannot_answer');
    expect((await t.services.research.callTool('drop_tables', {})).lead).toContain('There is no tool called "drop_tables".');
  });

  it('keywords hold metric names, sectors, index names and symbols', async () => {
    await ask(`Index = "${index}" AND ROE > 20`);
    const keywords = t.services.research.keywords();
    expect(keywords).toEqual(expect.arrayContaining(['Return on equity', 'Market Capitalization', 'IT', index, symbol('C'), 'Information Technology']));
  });

  it('a rebuilt snapshot sees new companies', async () => {
    const late = await insertCompany(t.services.database.db, { symbol: symbol('G'), sector: 'Information Technology' });
    await insertKeyMetrics(t.services.database.db, late.id, '2024-06-30', { marketCap: 1 * CRORE, roe: 99 });
    await t.services.database.db.insert(marketIndexCompanies).select(
      t.services.database.db.select({ indexId: marketIndices.id, companyId: sql`${late.id}::uuid`.as('company_id'), weight: sql`null::float8`.as('weight'), industry: sql`null::text`.as('industry') }).from(marketIndices).where(sql`${marketIndices.indexName} = ${index}`),
    );
    await warmResearchEngine(t.services.database.db); // what main.ts calls once market data is loaded
    const answer = await ask(`Index = "${index}" AND ROE > 90`);
    expect(answer.rows.map((r) => r.symbol)).toEqual([symbol('G')]);
  });

  it('a name answered for its largest listing offers the same question about the smaller ones it begins', async () => {
    const db = t.services.database.db;
    const word = `Zed${tag}`;
    for (const [letter, rest, cap] of [['M', 'Motor', 100_000], ['H', 'Holdings', 8_000]] as const) {
      const row = await insertCompany(db, { symbol: symbol(`Z${letter}`), companyName: `${word} ${rest} Limited`, sector: 'Consumer Discretionary' });
      await insertKeyMetrics(db, row.id, '2024-06-30', { marketCap: cap * CRORE, pe: 30 }, { source: 'screener' });
    }
    await warmResearchEngine(db);
    const answer = await ask(`${word.toLowerCase()} pe`);
    expect(answer.kind).toBe('table');
    expect(answer.plan).toMatchObject({ kind: 'compare', companies: [{ symbol: symbol('ZM') }] });
    expect(answer.choices).toEqual([{ label: `${word} Holdings Limited (${symbol('ZH')})`, question: `${symbol('ZH')} pe` }]);
    expect(answer.markdown).toContain(`Other companies called "${word.toLowerCase()}":\n\n- [${word} Holdings Limited (${symbol('ZH')})](#ask:${symbol('ZH')}%20pe)`);
  });
});

describe('top rows', () => {
  it('picks the same first rows as a full sort, ties and missing values included', async () => {
    const { topRows } = await import('./executor/snapshotPlans');
    const values = Array.from({ length: 2000 }, (_, i) => (i % 7 === 0 ? Number.NaN : (i * 7919) % 101));
    const order = (a: number, b: number) => {
      const na = Number.isNaN(values[a]!);
      const nb = Number.isNaN(values[b]!);
      if (na || nb) return na === nb ? a - b : na ? 1 : -1;
      return values[b]! - values[a]! || a - b;
    };
    const rows = values.map((_, i) => i);
    for (const limit of [1, 10, 25, 100]) expect(topRows([...rows], limit, order)).toEqual([...rows].sort(order).slice(0, limit));
  });
});

describe('English with operators', () => {
  it('reads "companies with ROE > 20" as a screen, but a mistyped metric still gets the query error', async () => {
    const english = await ask(`${index} companies with ROE > 20 and ROE < 50`);
    expect(english.rows.map((r) => r.symbol).sort()).toEqual([symbol('A'), symbol('B')]);
    const typo = await ask(`Retrun on equity > 20 AND Index = "${index}"`);
    expect(typo.kind).toBe('cannot_answer');
    expect(typo.errorPosition).toBe(0);
    expect(typo.suggestions![0]).toBe('Return on equity');
  });
  it('reads "compare X, Y and Z on pe" (a command word and a comma, no operator) as English', async () => {
    const compared = await ask(`compare ${symbol('C')}, ${symbol('F')} and ${symbol('A')} on pe`);
    expect(compared.rows.map((r) => r.symbol).sort()).toEqual([symbol('A'), symbol('C'), symbol('F')]);
    expect(compared.rows.every((r) => 'pe' in r)).toBe(true);
  });
});
