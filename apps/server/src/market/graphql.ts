import { UserConfigRef } from '../userconfig/graphql';
import type { UserConfigRow } from '../userconfig/schema';
// Market data GraphQL fields (stock list, watch list, mutual fund portfolio, indices, enumerations).
// See API.md; user data takes the user from the session only: no argument can name another user.
import { marketCode } from '@sanchay/core';
import { z } from 'zod';
import { badUserInputError, builder, parseArgs, requireUser } from '../platform/graphql/builder';
import { listUserConfigs } from '../userconfig/userConfigs';
import {
  type MutualFund,
  type PortfolioFund,
  addPortfolioFund,
  addPortfolioFundInput,
  deletePortfolioFund,
  listPortfolioFunds,
} from './api/portfolioFunds';
import { type EnumValue, type Stock, type StockQuote, type StockValuation, enumValues, indexCompanies, indexNamesWithCompanies, stockList } from './api/stocks';
import {
  type WatchListItem,
  addWatchListItem,
  addWatchListItemInput,
  deleteWatchListItem,
  deleteWatchListItemInput,
  listWatchList,
} from './api/watchList';
import { type Announcement, type InsiderTrade, type WatchListEvents, watchListEvents, watchListEventsInput } from './api/watchListEvents';

export const STOCK_LIST_LIMIT = { default: 50, max: 100 } as const;

const stockListInput = z.object({
  q: z.string().max(100, 'q must be at most 100 characters').nullish().transform((v) => v ?? ''),
  country: marketCode.nullish().transform((v) => v ?? 'IN'),
  limit: z
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(STOCK_LIST_LIMIT.max, `limit must be at most ${STOCK_LIST_LIMIT.max}`)
    .nullish()
    .transform((v) => v ?? STOCK_LIST_LIMIT.default),
  offset: z
    .number()
    .int('offset must be a whole number')
    .min(0, 'offset must not be negative')
    .max(1_000_000, 'offset must be at most 1000000')
    .nullish()
    .transform((v) => v ?? 0),
});

const indexNameArg = z.string().trim().min(1, 'indexName must not be empty').max(100, 'indexName must be at most 100 characters');
const mutualFundIdArg = z.number().int('mutualFundId must be a scheme code').positive('mutualFundId must be a scheme code');

const EnumValueRef = builder.objectRef<EnumValue>('EnumValue').implement({
  fields: (t) => ({ value: t.exposeString('value'), description: t.exposeString('description') }),
});

const StockQuoteRef = builder.objectRef<StockQuote>('StockQuote').implement({
  description: 'The latest daily bar of a listing and the change from the bar before.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'Trading day, YYYY-MM-DD.' }),
    open: t.exposeFloat('open', { nullable: true }),
    high: t.exposeFloat('high', { nullable: true }),
    low: t.exposeFloat('low', { nullable: true }),
    close: t.exposeFloat('close'),
    prevClose: t.exposeFloat('prevClose', { nullable: true }),
    change: t.exposeFloat('change', { nullable: true }),
    changePct: t.exposeFloat('changePct', { nullable: true }),
    volume: t.exposeFloat('volume', { nullable: true }),
  }),
});

const StockValuationRef = builder.objectRef<StockValuation>('StockValuation').implement({
  description:
    "Market cap and price ratios with the date they are true at (docs/DATA.md): at the close of asOf (basis at-price), or the fundamentals' own figures at their own date and price (basis own-date, with the reason).",
  fields: (t) => ({
    basis: t.exposeString('basis', { description: 'at-price or own-date.' }),
    asOf: t.exposeString('asOf', { description: 'The date the figures are true at, YYYY-MM-DD.' }),
    price: t.exposeFloat('price', { nullable: true, description: 'The price they were computed at.' }),
    fundamentalsAsOf: t.exposeString('fundamentalsAsOf', { description: "The fundamentals' own date, YYYY-MM-DD." }),
    marketCap: t.exposeFloat('marketCap', { nullable: true }),
    pe: t.exposeFloat('pe', { nullable: true }),
    pb: t.exposeFloat('pb', { nullable: true }),
    dividendYield: t.exposeFloat('dividendYield', { nullable: true, description: '%.' }),
    evToEbitda: t.exposeFloat('evToEbitda', { nullable: true }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why the figures are at their own date.' }),
  }),
});

const StockRef = builder.objectRef<Stock>('Stock').implement({
  description: 'A listing (company_profile): a symbol on an exchange.',
  fields: (t) => ({
    id: t.exposeID('id'),
    symbol: t.exposeString('symbol'),
    exchange: t.exposeString('exchange'),
    country: t.exposeString('country'),
    companyName: t.exposeString('companyName'),
    isin: t.exposeString('isin', { nullable: true }),
    sector: t.exposeString('sector', { nullable: true }),
    industry: t.exposeString('industry', { nullable: true }),
    marketCap: t.exposeFloat('marketCap', {
      nullable: true,
      description: "The valuation's market cap, true at marketCapAsOf; null where the listing has no valuation.",
    }),
    marketCapAsOf: t.string({
      nullable: true,
      description: 'The date marketCap is true at (YYYY-MM-DD): the close it was computed at, or the fundamentals\' own date.',
      resolve: (stock) => (stock.valuation && stock.valuation.marketCap !== null ? stock.valuation.asOf : null),
    }),
    marketCapType: t.exposeString('marketCapType', { nullable: true }),
    kiteInstrumentToken: t.exposeFloat('kiteInstrumentToken', { nullable: true }),
    quote: t.field({ type: StockQuoteRef, nullable: true, resolve: (stock) => stock.quote }),
    valuation: t.field({ type: StockValuationRef, nullable: true, resolve: (stock) => stock.valuation }),
  }),
});

const MarketIndexRef = builder.objectRef<{ id: string; indexName: string }>('MarketIndex').implement({
  fields: (t) => ({ id: t.exposeID('id'), indexName: t.exposeString('indexName') }),
});

const WatchListItemRef = builder.objectRef<WatchListItem>('WatchListItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    instrumentType: t.exposeInt('instrumentType', { description: '0 stock, 1 index, 2 ETF.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    company: t.field({ type: StockRef, nullable: true, resolve: (item) => item.company }),
    marketIndex: t.field({ type: MarketIndexRef, nullable: true, resolve: (item) => item.marketIndex }),
  }),
});

const MutualFundRef = builder.objectRef<MutualFund>('MutualFund').implement({
  fields: (t) => ({
    schemeCode: t.exposeInt('schemeCode'),
    name: t.exposeString('name'),
    fundHouse: t.exposeString('fundHouse', { nullable: true }),
    category: t.exposeString('category', { nullable: true }),
    plan: t.exposeString('plan', { nullable: true }),
    option: t.exposeString('option', { nullable: true }),
    nav: t.exposeFloat('nav', { nullable: true }),
    navDate: t.exposeString('navDate', { nullable: true, description: 'YYYY-MM-DD.' }),
    expenseRatio: t.exposeFloat('expenseRatio', { nullable: true }),
    aumCrore: t.exposeFloat('aumCrore', { nullable: true }),
    return3Y: t.exposeFloat('return3Y', { nullable: true, description: '3-year return in %.' }),
    starRating: t.exposeInt('starRating', { nullable: true }),
    isDipSipEtf: t.exposeBoolean('isDipSipEtf'),
  }),
});

const PortfolioFundRef = builder.objectRef<PortfolioFund>('PortfolioFund').implement({
  fields: (t) => ({
    mutualFundId: t.exposeInt('mutualFundId'),
    units: t.exposeFloat('units', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    fund: t.field({ type: MutualFundRef, resolve: (p) => p.fund }),
  }),
});

const MutualFundPortfolioRef = builder
  .objectRef<{ funds: PortfolioFund[]; configs: UserConfigRow[] }>('MutualFundPortfolio')
  .implement({
    fields: (t) => ({
      funds: t.field({ type: [PortfolioFundRef], resolve: (p) => p.funds }),
      configs: t.field({ type: [UserConfigRef], resolve: (p) => p.configs }),
    }),
  });

const AnnouncementRef = builder.objectRef<Announcement>('Announcement').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    companySymbol: t.exposeString('companySymbol'),
    companyName: t.exposeString('companyName'),
    announcementDate: t.expose('announcementDate', { type: 'DateTime' }),
    announcementTextSummary: t.exposeString('announcementTextSummary'),
    announcementImpact: t.exposeString('announcementImpact', { nullable: true }),
    announcementDocumentLink: t.exposeString('announcementDocumentLink', { nullable: true }),
    announcementSentiment: t.exposeFloat('announcementSentiment', { nullable: true }),
  }),
});

const InsiderTradeRef = builder.objectRef<InsiderTrade>('InsiderTrade').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    companySymbol: t.exposeString('companySymbol'),
    companyName: t.exposeString('companyName'),
    intimationDate: t.exposeString('intimationDate', { description: 'YYYY-MM-DD.' }),
    nameOfInsider: t.exposeString('nameOfInsider'),
    categoryOfInsider: t.exposeString('categoryOfInsider', { nullable: true }),
    typeOfSecurity: t.exposeString('typeOfSecurity', { nullable: true }),
    transactionType: t.exposeString('transactionType', { nullable: true }),
    numberOfSecuritiesTransacted: t.exposeFloat('numberOfSecuritiesTransacted', { nullable: true }),
    numberOfSecuritiesBeforeTransaction: t.exposeFloat('numberOfSecuritiesBeforeTransaction', { nullable: true }),
    numberOfSecuritiesAfterTransaction: t.exposeFloat('numberOfSecuritiesAfterTransaction', { nullable: true }),
    modeOfTransaction: t.exposeString('modeOfTransaction', { nullable: true }),
    shareholdingBeforeTransaction: t.exposeFloat('shareholdingBeforeTransaction', { nullable: true }),
    shareholdingAfterTransaction: t.exposeFloat('shareholdingAfterTransaction', { nullable: true }),
  }),
});

const WatchListEventsRef = builder.objectRef<WatchListEvents>('WatchListEvents').implement({
  fields: (t) => ({
    announcements: t.field({ type: [AnnouncementRef], resolve: (e) => e.announcements }),
    insiderTrades: t.field({ type: [InsiderTradeRef], resolve: (e) => e.insiderTrades }),
  }),
});

builder.queryFields((t) => ({
  stockList: t.field({
    type: [StockRef],
    description: `Listings of a market (default IN), largest first; q filters by symbol prefix or name. limit <= ${STOCK_LIST_LIMIT.max}.`,
    args: {
      q: t.arg.string(),
      country: t.arg.string(),
      limit: t.arg.int(),
      offset: t.arg.int(),
    },
    resolve: (_root, args, context) => stockList(context.db, parseArgs(stockListInput, args)),
  }),
  indexNames: t.field({
    type: ['String'],
    description: 'The indices that have at least one company.',
    resolve: (_root, _args, context) => indexNamesWithCompanies(context.db),
  }),
  indexCompanies: t.field({
    type: [StockRef],
    description: 'The companies of an index, heaviest first ([] for an unknown index).',
    args: { indexName: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => indexCompanies(context.db, parseArgs(indexNameArg, args.indexName)),
  }),
  assetTypes: t.field({
    type: [EnumValueRef],
    resolve: (_root, _args, context) => enumValues(context.db, 'asset_type'),
  }),
  intervals: t.field({
    type: [EnumValueRef],
    resolve: (_root, _args, context) => enumValues(context.db, 'interval'),
  }),
  myMutualFunds: t.field({
    type: MutualFundPortfolioRef,
    description: "The signed-in user's mutual funds and configs.",
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) => {
      const db = context.db;
      const userId = requireUser(context).id;
      const [funds, configs] = await Promise.all([listPortfolioFunds(db, userId), listUserConfigs(db, userId)]);
      return { funds, configs };
    },
  }),
  watchList: t.field({
    type: [WatchListItemRef],
    description: "The signed-in user's watch list, oldest first, companies with their latest quote.",
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => listWatchList(context.db, requireUser(context).id),
  }),
  watchListEvents: t.field({
    type: WatchListEventsRef,
    description: 'Announcements (sentiment above -1) and insider trades of watched companies between from and to (at most 366 days).',
    authScopes: { signedIn: true },
    args: { from: t.arg({ type: 'DateTime', required: true }), to: t.arg({ type: 'DateTime', required: true }) },
    resolve: (_root, args, context) => {
      const { from, to } = parseArgs(watchListEventsInput, args);
      return watchListEvents(context.db, requireUser(context).id, from, to);
    },
  }),
}));

builder.mutationFields((t) => ({
  addPortfolioFund: t.field({
    type: PortfolioFundRef,
    description: "Adds a scheme to the signed-in user's portfolio, or sets its units when it is there already.",
    authScopes: { signedIn: true },
    args: { mutualFundId: t.arg.int({ required: true }), units: t.arg.float() },
    resolve: async (_root, args, context) => {
      const input = parseArgs(addPortfolioFundInput, args);
      const fund = await addPortfolioFund(context.db, requireUser(context).id, input);
      if (!fund) throw badUserInputError(`No mutual fund with scheme code ${input.mutualFundId}.`);
      return fund;
    },
  }),
  deletePortfolioFund: t.boolean({
    description: "Removes a scheme from the signed-in user's portfolio; false when it was not there.",
    authScopes: { signedIn: true },
    args: { mutualFundId: t.arg.int({ required: true }) },
    resolve: (_root, args, context) =>
      deletePortfolioFund(context.db, requireUser(context).id, parseArgs(mutualFundIdArg, args.mutualFundId)),
  }),
  addWatchListItem: t.field({
    type: WatchListItemRef,
    description: 'Watches a listing (instrumentType 0 stock, 2 ETF; NSE preferred without exchange) or an index (1, symbol = index name). Adding twice returns the existing item.',
    authScopes: { signedIn: true },
    args: { symbol: t.arg.string({ required: true }), exchange: t.arg.string(), instrumentType: t.arg.int() },
    resolve: async (_root, args, context) => {
      const input = parseArgs(addWatchListItemInput, args);
      const item = await addWatchListItem(context.db, requireUser(context).id, input);
      if (!item) {
        const what = input.instrumentType === 1 ? `No index named ${input.symbol}` : `No company with symbol ${input.symbol}${input.exchange ? ` on ${input.exchange}` : ''}`;
        throw badUserInputError(`${what}.`);
      }
      return item;
    },
  }),
  deleteWatchListItem: t.boolean({
    description: "Stops watching a company (or, for instrumentType 1, an index) by its id; false when the signed-in user's list did not have it.",
    authScopes: { signedIn: true },
    args: { companyId: t.arg.id({ required: true }), instrumentType: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => {
      const input = parseArgs(deleteWatchListItemInput, { companyId: String(args.companyId), instrumentType: args.instrumentType });
      return deleteWatchListItem(context.db, requireUser(context).id, input.companyId, input.instrumentType);
    },
  }),
}));
