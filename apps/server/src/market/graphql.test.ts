import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, graphql, signIn, type TestApp } from '../../test/support';
import { insertBars, insertCompany, insertKeyMetrics, uniqueTag } from '../../test/factories/marketFixtures';
import { recomputeValuations } from './corporateActions/index';
import { companyAnnouncements, companyInsiderTrades, marketIndexCompanies, marketIndices, mutualFundSchemes } from './schema/index';

let t: TestApp;
const T = uniqueTag('G');
/** A symbol that shares T's stem but never starts with T (T's last character is swapped), matched only by name. */
const NAME_ONLY_SYMBOL = `${T.slice(0, -1)}${T.endsWith('Z') ? 'Y' : 'Z'}Z`;
const FUND = 1_800_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
const ids = { wa: '', wbNse: '', wbBse: '', wc: '', index: '' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.database.db;
  const wa = await insertCompany(db, { symbol: `${T}WA`, companyName: 'Watch A Ltd', industry: 'Banks', marketCap: 3e11, kiteInstrumentToken: 408065 });
  const wbNse = await insertCompany(db, { symbol: `${T}WB`, companyName: 'Watch B Ltd', marketCap: 2e11 });
  const wbBse = await insertCompany(db, { symbol: `${T}WB`, exchange: 'BSE', companyName: 'Watch B Ltd', marketCap: 2e11 });
  const wc = await insertCompany(db, { symbol: `${T}WC`, companyName: 'Watch C Ltd', marketCap: null });
  // A name match only (not a symbol match): ranks after the symbol matches.
  await insertCompany(db, { symbol: NAME_ONLY_SYMBOL, companyName: `Named ${T} Holdings`, marketCap: 9e12 });
  Object.assign(ids, { wa: wa.id, wbNse: wbNse.id, wbBse: wbBse.id, wc: wc.id });
  await insertBars(db, wa.id, [
    ['2024-05-09', 100],
    ['2024-05-10', 105, { open: 101, high: 106, low: 99, volume: 777 }],
  ]);
  await insertBars(db, wbBse.id, [['2024-05-10', 50]]);
  // WA valued at its 10 May close (3 bn shares); WB (NSE) has fundamentals but no price: its own date and price.
  await insertKeyMetrics(db, wa.id, '2024-05-09', { currentPrice: 100, numberOfEquityShares: 3e9, marketCap: 3e11, pe: 20 }, { asOf: '2024-05-09' });
  await insertKeyMetrics(db, wbNse.id, '2024-03-31', { currentPrice: 40, numberOfEquityShares: 5e9, marketCap: 2e11, pe: 10 }, { asOf: '2024-03-31' });
  await recomputeValuations(db, [wa.id, wbNse.id]);
  const [index, noCompanies] = await db
    .insert(marketIndices)
    .values([
      { indexName: `${T} IDX`, source: 'test' },
      { indexName: `${T} NOCO`, source: 'test' },
    ])
    .returning();
  ids.index = index!.id;
  void noCompanies;
  await db.insert(marketIndexCompanies).values([
    { indexId: index!.id, companyId: wbNse.id, weight: 30 },
    { indexId: index!.id, companyId: wa.id, weight: 70 },
  ]);
  await db.insert(mutualFundSchemes).values([
    { schemeCode: FUND, name: `${T} Parag Parikh Flexi Cap Direct Growth`, category: 'Equity Scheme - Flexi Cap Fund', plan: 'Direct', nav: 78.5, navDate: '2025-02-14', rating: 5, returns: { '1Y': 20, '3Y': 18.25 }, source: 'test' },
    { schemeCode: FUND + 1, name: `${T} Nifty Index Fund`, plan: 'Regular', isDipSipEtf: true, source: 'test' },
  ]);
  await db.insert(companyAnnouncements).values([
    { companyId: wa.id, announcementDate: new Date('2024-05-02T10:00:00Z'), announcementTextSummary: 'Board meeting', announcementImpact: 'neutral', announcementDocumentLink: 'https://x.example/a.pdf', announcementSentiment: 0.1, source: 'test' },
    { companyId: wa.id, announcementDate: new Date('2024-05-06T10:00:00Z'), announcementTextSummary: 'Results beat', announcementImpact: 'positive', announcementSentiment: 0.8, source: 'test' },
    { companyId: wa.id, announcementDate: new Date('2024-05-05T10:00:00Z'), announcementTextSummary: 'Fraud found', announcementSentiment: -1, source: 'test' },
    { companyId: wa.id, announcementDate: new Date('2024-05-04T10:00:00Z'), announcementTextSummary: 'Unscored', announcementSentiment: null, source: 'test' },
    { companyId: wa.id, announcementDate: new Date('2023-01-01T10:00:00Z'), announcementTextSummary: 'Old news', announcementSentiment: 0.5, source: 'test' },
    { companyId: wc.id, announcementDate: new Date('2024-05-03T10:00:00Z'), announcementTextSummary: 'C news', announcementSentiment: 0.5, source: 'test' },
  ]);
  await db.insert(companyInsiderTrades).values([
    {
      companyId: wa.id,
      intimationDate: '2024-05-03',
      nameOfInsider: 'R. Promoter',
      categoryOfInsider: 'Promoter',
      typeOfSecurity: 'Equity Shares',
      numberOfSecuritiesTransacted: 5_000_000_000,
      modeOfTransaction: 'Market Purchase',
      transactionType: 'Buy',
      shareholdingBeforeTransaction: 50.1,
      shareholdingAfterTransaction: 50.6,
      source: 'test',
    },
    { companyId: wa.id, intimationDate: '2024-06-30', nameOfInsider: 'Too Late', source: 'test' },
    { companyId: wc.id, intimationDate: '2024-05-03', nameOfInsider: 'C Insider', source: 'test' },
  ]);
});
afterAll(() => t.close());

const STOCK_LIST = 'query ($q: String, $limit: Int, $offset: Int, $country: String) { stockList(q: $q, limit: $limit, offset: $offset, country: $country) { id symbol exchange companyName marketCap marketCapAsOf kiteInstrumentToken quote { date close prevClose change changePct volume } valuation { basis asOf price marketCap pe reason } } }';
const MY_FUNDS = '{ myMutualFunds { funds { mutualFundId units fund { schemeCode name nav navDate category plan return3Y starRating isDipSipEtf } } configs { key value } } }';
const ADD_FUND = 'mutation ($id: Int!, $units: Float) { addPortfolioFund(mutualFundId: $id, units: $units) { mutualFundId units fund { name } } }';
const ADD_FUND_NO_UNITS = 'mutation ($id: Int!) { addPortfolioFund(mutualFundId: $id) { mutualFundId units } }';
const DELETE_FUND = 'mutation ($id: Int!) { deletePortfolioFund(mutualFundId: $id) }';
const WATCH_LIST = '{ watchList { id instrumentType createdAt company { id symbol exchange companyName quote { close changePct date } } marketIndex { id indexName } } }';
const ADD_WATCH = 'mutation ($symbol: String!, $exchange: String, $type: Int) { addWatchListItem(symbol: $symbol, exchange: $exchange, instrumentType: $type) { id instrumentType company { id symbol exchange quote { close changePct date } } marketIndex { indexName } } }';
const DELETE_WATCH = 'mutation ($companyId: ID!, $type: Int!) { deleteWatchListItem(companyId: $companyId, instrumentType: $type) }';
const EVENTS = `query ($from: DateTime!, $to: DateTime!) { watchListEvents(from: $from, to: $to) {
  announcements { companySymbol announcementDate announcementTextSummary announcementImpact announcementDocumentLink announcementSentiment }
  insiderTrades { companySymbol intimationDate nameOfInsider categoryOfInsider transactionType numberOfSecuritiesTransacted modeOfTransaction shareholdingBeforeTransaction shareholdingAfterTransaction } } }`;

describe('public market data over GraphQL', () => {
  it('lists stocks matching q, symbol matches first, with their latest quote, paged', async () => {
    const response = await graphql(t.app, STOCK_LIST, { q: T.toLowerCase() });
    expect(response.status).toBe(200);
    const list = response.body.data?.stockList;
    expect(list.map((s: { symbol: string; exchange: string }) => `${s.symbol}:${s.exchange}`)).toEqual([
      `${T}WA:NSE`,
      `${T}WB:NSE`,
      `${T}WB:BSE`,
      `${T}WC:NSE`,
      `${NAME_ONLY_SYMBOL}:NSE`,
    ]);
    expect(list[0]).toEqual({
      id: ids.wa,
      symbol: `${T}WA`,
      exchange: 'NSE',
      companyName: 'Watch A Ltd',
      // At the 10 May close, not the fundamentals' 3e11 of 9 May: 3 bn shares x 105.
      marketCap: 3.15e11,
      marketCapAsOf: '2024-05-10',
      kiteInstrumentToken: 408065,
      quote: { date: '2024-05-10', close: 105, prevClose: 100, change: 5, changePct: 5, volume: 777 },
      valuation: { basis: 'at-price', asOf: '2024-05-10', price: 105, marketCap: 3.15e11, pe: 21, reason: null },
    });
    // No price: the fundamentals' own figure under its own date and price.
    expect(list[1]).toMatchObject({ marketCap: 2e11, marketCapAsOf: '2024-03-31', valuation: { basis: 'own-date', asOf: '2024-03-31', price: 40, reason: 'no price to compute at' } });
    // No valuation: the listing's undated figure is not shown.
    expect(list[2]).toMatchObject({ marketCap: null, marketCapAsOf: null, valuation: null });
    expect(list[3].quote).toBeNull();
    const page = await graphql(t.app, STOCK_LIST, { q: T, limit: 2, offset: 1 });
    expect(page.body.data?.stockList.map((s: { id: string }) => s.id)).toEqual([ids.wbNse, ids.wbBse]);
    expect((await graphql(t.app, STOCK_LIST, { q: T, country: 'US' })).body.data?.stockList).toEqual([]);
  });

  it('refuses a bad limit, offset or market with 400', async () => {
    for (const [variables, message] of [
      [{ limit: 101 }, 'limit must be at most 100'],
      [{ limit: 0 }, 'limit must be at least 1'],
      [{ offset: -1 }, 'offset must not be negative'],
      [{ country: 'XX' }, 'country must be one of IN, US, SG, AE'],
    ] as const) {
      const response = await graphql(t.app, STOCK_LIST, variables);
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(response.body.errors?.[0]?.message).toContain(message);
    }
  });

  it('answers index names that have companies, the companies of an index, and the enumerations', async () => {
    const names = (await graphql(t.app, '{ indexNames }')).body.data?.indexNames as string[];
    expect(names).toContain(`${T} IDX`);
    expect(names).not.toContain(`${T} NOCO`);
    const companies = await graphql(t.app, 'query ($n: String!) { indexCompanies(indexName: $n) { symbol exchange quote { close } } }', { n: `${T} IDX` });
    expect(companies.body.data?.indexCompanies).toEqual([
      { symbol: `${T}WA`, exchange: 'NSE', quote: { close: 105 } },
      { symbol: `${T}WB`, exchange: 'NSE', quote: null },
    ]);
    expect((await graphql(t.app, 'query ($n: String!) { indexCompanies(indexName: $n) { id } }', { n: `${T} NOPE` })).body.data?.indexCompanies).toEqual([]);
    const enums = (await graphql(t.app, '{ assetTypes { value description } intervals { value description } }')).body.data!;
    expect(enums.assetTypes).toContainEqual({ value: 'etf', description: 'Exchange-traded fund' });
    expect(enums.intervals.map((i: { value: string }) => i.value)).toEqual(['minute', '5minute', '15minute', '30minute', '60minute', 'day', 'week', 'month']);
  });
});

describe('mutual fund portfolio', () => {
  it('adds funds idempotently, lists them with the configs, and deletes them', async () => {
    const { token } = await signIn(t.app);
    const first = await graphql(t.app, ADD_FUND, { id: FUND, units: 10 }, token);
    expect(first.body.data?.addPortfolioFund).toEqual({ mutualFundId: FUND, units: 10, fund: { name: `${T} Parag Parikh Flexi Cap Direct Growth` } });
    expect((await graphql(t.app, ADD_FUND, { id: FUND, units: 12.5 }, token)).body.data?.addPortfolioFund.units).toBe(12.5);
    // Units left out: the stored units stay.
    expect((await graphql(t.app, ADD_FUND_NO_UNITS, { id: FUND }, token)).body.data?.addPortfolioFund).toEqual({ mutualFundId: FUND, units: 12.5 });
    await graphql(t.app, ADD_FUND_NO_UNITS, { id: FUND + 1 }, token);
    await graphql(t.app, 'mutation { upsertUserConfig(key: "mf.sort", value: "return3Y") { id } }', {}, token);

    const mine = await graphql(t.app, MY_FUNDS, {}, token);
    expect(mine.body.data?.myMutualFunds).toEqual({
      funds: [
        {
          mutualFundId: FUND + 1,
          units: null,
          fund: { schemeCode: FUND + 1, name: `${T} Nifty Index Fund`, nav: null, navDate: null, category: null, plan: 'Regular', return3Y: null, starRating: null, isDipSipEtf: true },
        },
        {
          mutualFundId: FUND,
          units: 12.5,
          fund: {
            schemeCode: FUND,
            name: `${T} Parag Parikh Flexi Cap Direct Growth`,
            nav: 78.5,
            navDate: '2025-02-14',
            category: 'Equity Scheme - Flexi Cap Fund',
            plan: 'Direct',
            return3Y: 18.25,
            starRating: 5,
            isDipSipEtf: false,
          },
        },
      ],
      configs: [{ key: 'mf.sort', value: 'return3Y' }],
    });

    expect((await graphql(t.app, DELETE_FUND, { id: FUND + 1 }, token)).body.data?.deletePortfolioFund).toBe(true);
    expect((await graphql(t.app, DELETE_FUND, { id: FUND + 1 }, token)).body.data?.deletePortfolioFund).toBe(false);
    expect((await graphql(t.app, MY_FUNDS, {}, token)).body.data?.myMutualFunds.funds).toHaveLength(1);
  });

  it('refuses an unknown fund or bad units with 400 and stores nothing', async () => {
    const { token } = await signIn(t.app);
    for (const [variables, message] of [
      [{ id: FUND + 7 }, `No mutual fund with scheme code ${FUND + 7}.`],
      [{ id: FUND, units: -1 }, 'units must not be negative'],
      [{ id: 0 }, 'mutualFundId must be a scheme code'],
    ] as const) {
      const response = await graphql(t.app, ADD_FUND, variables, token);
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(response.body.errors?.[0]?.message).toContain(message);
    }
    expect((await graphql(t.app, MY_FUNDS, {}, token)).body.data?.myMutualFunds.funds).toEqual([]);
  });
});

describe('watch list', () => {
  it('adds companies (NSE unless an exchange is given) and indices, returns a duplicate as the existing item', async () => {
    const { token } = await signIn(t.app);
    const added = await graphql(t.app, ADD_WATCH, { symbol: `${T.toLowerCase()}wa` }, token);
    expect(added.status).toBe(200);
    const item = added.body.data?.addWatchListItem;
    expect(item).toEqual({
      id: expect.any(String),
      instrumentType: 0,
      company: { id: ids.wa, symbol: `${T}WA`, exchange: 'NSE', quote: { close: 105, changePct: 5, date: '2024-05-10' } },
      marketIndex: null,
    });
    expect((await graphql(t.app, ADD_WATCH, { symbol: `${T}WA`, type: 0 }, token)).body.data?.addWatchListItem.id).toBe(item.id);
    const bse = (await graphql(t.app, ADD_WATCH, { symbol: `${T}WB`, exchange: 'bse' }, token)).body.data?.addWatchListItem;
    expect(bse.company).toEqual({ id: ids.wbBse, symbol: `${T}WB`, exchange: 'BSE', quote: { close: 50, changePct: null, date: '2024-05-10' } });
    const index = (await graphql(t.app, ADD_WATCH, { symbol: `${T} IDX`, type: 1 }, token)).body.data?.addWatchListItem;
    expect(index).toMatchObject({ instrumentType: 1, company: null, marketIndex: { indexName: `${T} IDX` } });

    const list = (await graphql(t.app, WATCH_LIST, {}, token)).body.data?.watchList;
    expect(list.map((i: { id: string }) => i.id)).toEqual([item.id, bse.id, index.id]);
    expect(list[0]).toEqual({
      id: item.id,
      instrumentType: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      company: { id: ids.wa, symbol: `${T}WA`, exchange: 'NSE', companyName: 'Watch A Ltd', quote: { close: 105, changePct: 5, date: '2024-05-10' } },
      marketIndex: null,
    });
    expect(list[2].marketIndex).toEqual({ id: ids.index, indexName: `${T} IDX` });

    expect((await graphql(t.app, DELETE_WATCH, { companyId: ids.wa, type: 2 }, token)).body.data?.deleteWatchListItem).toBe(false);
    expect((await graphql(t.app, DELETE_WATCH, { companyId: ids.wa, type: 0 }, token)).body.data?.deleteWatchListItem).toBe(true);
    expect((await graphql(t.app, DELETE_WATCH, { companyId: ids.index, type: 1 }, token)).body.data?.deleteWatchListItem).toBe(true);
    expect((await graphql(t.app, WATCH_LIST, {}, token)).body.data?.watchList.map((i: { id: string }) => i.id)).toEqual([bse.id]);
  });

  it('refuses unknown symbols, bad instrument types and bad ids with 400', async () => {
    const { token } = await signIn(t.app);
    for (const [query, variables, message] of [
      [ADD_WATCH, { symbol: `${T}NOPE` }, `No company with symbol ${T}NOPE.`],
      [ADD_WATCH, { symbol: `${T}WA`, exchange: 'NYSE' }, `No company with symbol ${T}WA on NYSE.`],
      [ADD_WATCH, { symbol: `${T} NOPE`, type: 1 }, `No index named ${T} NOPE.`],
      [ADD_WATCH, { symbol: `${T}WA`, type: 5 }, 'instrumentType must be 0 (stock), 1 (index) or 2 (ETF)'],
      [ADD_WATCH, { symbol: '  ' }, 'symbol must not be empty'],
      [DELETE_WATCH, { companyId: 'not-a-uuid', type: 0 }, 'companyId must be an id from the watch list'],
    ] as const) {
      const response = await graphql(t.app, query, variables, token);
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(response.body.errors?.[0]?.message).toContain(message);
    }
    expect((await graphql(t.app, WATCH_LIST, {}, token)).body.data?.watchList).toEqual([]);
  });

  it("answers events of the user's watched companies only: announcements with sentiment above -1, insider trades", async () => {
    const a = await signIn(t.app);
    const b = await signIn(t.app);
    await graphql(t.app, ADD_WATCH, { symbol: `${T}WA` }, a.token);
    await graphql(t.app, ADD_WATCH, { symbol: `${T}WC` }, b.token);
    const range = { from: '2024-05-01T00:00:00Z', to: '2024-05-31T23:59:59Z' };
    const events = await graphql(t.app, EVENTS, range, a.token);
    expect(events.status).toBe(200);
    expect(events.body.data?.watchListEvents).toEqual({
      announcements: [
        { companySymbol: `${T}WA`, announcementDate: '2024-05-06T10:00:00.000Z', announcementTextSummary: 'Results beat', announcementImpact: 'positive', announcementDocumentLink: null, announcementSentiment: 0.8 },
        { companySymbol: `${T}WA`, announcementDate: '2024-05-02T10:00:00.000Z', announcementTextSummary: 'Board meeting', announcementImpact: 'neutral', announcementDocumentLink: 'https://x.example/a.pdf', announcementSentiment: 0.1 },
      ],
      insiderTrades: [
        {
          companySymbol: `${T}WA`,
          intimationDate: '2024-05-03',
          nameOfInsider: 'R. Promoter',
          categoryOfInsider: 'Promoter',
          transactionType: 'Buy',
          numberOfSecuritiesTransacted: 5_000_000_000,
          modeOfTransaction: 'Market Purchase',
          shareholdingBeforeTransaction: 50.1,
          shareholdingAfterTransaction: 50.6,
        },
      ],
    });
    const bEvents = (await graphql(t.app, EVENTS, range, b.token)).body.data?.watchListEvents;
    expect(bEvents.announcements.map((x: { announcementTextSummary: string }) => x.announcementTextSummary)).toEqual(['C news']);
    expect(bEvents.insiderTrades.map((x: { nameOfInsider: string }) => x.nameOfInsider)).toEqual(['C Insider']);
  });

  it('refuses an event range over 366 days or backwards with 400', async () => {
    const { token } = await signIn(t.app);
    expect((await graphql(t.app, EVENTS, { from: '2024-01-01T00:00:00Z', to: '2025-01-01T00:00:00Z' }, token)).status).toBe(200);
    for (const [from, to, message] of [
      ['2024-01-01T00:00:00Z', '2025-01-02T00:00:01Z', 'at most 366 days'],
      ['2024-05-02T00:00:00Z', '2024-05-01T00:00:00Z', 'from must not be after to'],
      ['yesterday', '2024-05-01T00:00:00Z', 'DateTime must be an ISO 8601 string'],
    ]) {
      const response = await graphql(t.app, EVENTS, { from, to }, token);
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.message).toContain(message);
    }
  });
});

describe('isolation between users', () => {
  it("never lets user A see or delete B's watch-list items or portfolio funds", async () => {
    const a = await signIn(t.app);
    const b = await signIn(t.app);
    const bWatch = (await graphql(t.app, ADD_WATCH, { symbol: `${T}WB` }, b.token)).body.data?.addWatchListItem;
    await graphql(t.app, ADD_WATCH, { symbol: `${T}WA` }, b.token);
    await graphql(t.app, ADD_WATCH, { symbol: `${T} IDX`, type: 1 }, b.token);
    await graphql(t.app, ADD_FUND, { id: FUND, units: 3 }, b.token);

    // A sees nothing of B's.
    expect((await graphql(t.app, WATCH_LIST, {}, a.token)).body.data?.watchList).toEqual([]);
    expect((await graphql(t.app, MY_FUNDS, {}, a.token)).body.data?.myMutualFunds.funds).toEqual([]);

    // A names B's company, index and fund ids: nothing of B's is deleted.
    expect((await graphql(t.app, DELETE_WATCH, { companyId: ids.wbNse, type: 0 }, a.token)).body.data?.deleteWatchListItem).toBe(false);
    expect((await graphql(t.app, DELETE_WATCH, { companyId: ids.index, type: 1 }, a.token)).body.data?.deleteWatchListItem).toBe(false);
    expect((await graphql(t.app, DELETE_WATCH, { companyId: bWatch.id, type: 0 }, a.token)).body.data?.deleteWatchListItem).toBe(false);
    expect((await graphql(t.app, DELETE_FUND, { id: FUND }, a.token)).body.data?.deletePortfolioFund).toBe(false);

    // A's own rows for the same company and fund are A's; deleting them leaves B's.
    await graphql(t.app, ADD_WATCH, { symbol: `${T}WA` }, a.token);
    await graphql(t.app, ADD_FUND, { id: FUND, units: 1 }, a.token);
    expect((await graphql(t.app, DELETE_WATCH, { companyId: ids.wa, type: 0 }, a.token)).body.data?.deleteWatchListItem).toBe(true);
    expect((await graphql(t.app, DELETE_FUND, { id: FUND }, a.token)).body.data?.deletePortfolioFund).toBe(true);

    const bList = (await graphql(t.app, WATCH_LIST, {}, b.token)).body.data?.watchList;
    expect(bList.map((i: { company: { symbol: string } | null; marketIndex: { indexName: string } | null }) => i.company?.symbol ?? i.marketIndex?.indexName)).toEqual([
      `${T}WB`,
      `${T}WA`,
      `${T} IDX`,
    ]);
    expect((await graphql(t.app, MY_FUNDS, {}, b.token)).body.data?.myMutualFunds.funds).toEqual([expect.objectContaining({ mutualFundId: FUND, units: 3 })]);

    // No argument can name another user.
    for (const query of [
      `{ watchList(email: "${b.user.email}") { id } }`,
      `mutation { deleteWatchListItem(companyId: "${ids.wbNse}", instrumentType: 0, userId: "${b.user.id}") }`,
      `{ myMutualFunds(email: "${b.user.email}") { funds { units } } }`,
    ]) {
      const response = await graphql(t.app, query, {}, a.token);
      expect(response.body.errors?.[0]?.message).toMatch(/Unknown argument/);
    }
  });

  it('refuses every user-data operation without a token (401)', async () => {
    for (const [query, variables] of [
      [MY_FUNDS, {}],
      [WATCH_LIST, {}],
      [EVENTS, { from: '2024-05-01T00:00:00Z', to: '2024-05-31T00:00:00Z' }],
      [ADD_FUND, { id: FUND, units: 1 }],
      [DELETE_FUND, { id: FUND }],
      [ADD_WATCH, { symbol: `${T}WA` }],
      [DELETE_WATCH, { companyId: ids.wa, type: 0 }],
    ] as const) {
      const response = await graphql(t.app, query, variables);
      expect(response.status).toBe(401);
      expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await graphql(t.app, '{ indexNames }')).status).toBe(200);
  });
});
