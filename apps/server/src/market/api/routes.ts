import type { FastifyInstance } from 'fastify';
import { validate } from '../../platform/http/validate';
import type { AppDb } from '../../platform/db/client';
import type { MarketData } from '../marketData';
import { companyDetails, findListing } from './companyDetails';
import { dipSipEtfList, listEtfs } from './etfs';
import { etfFunds, indexFunds } from './fundLists';
import { indexDetails, indexPriceHistory, listIndices } from './indices';
import { marketStatus } from './marketStatus';
import { mutualFundDetail, searchMutualFunds } from './mutualFunds';
import { notFound } from '../../platform/errors';
import {
  companyPricesQuery,
  countryQuery,
  indexNameParams,
  mutualFundQuery,
  quotesQuery,
  rangeQuery,
  schemeCodeParams,
  shareholdingOverviewQuery,
  symbolParams,
} from './params';
import { companyBars } from './prices';
import { quotesBoard } from './quotes';
import { shareholdingOverview } from './shareholding';
import { sharedRead } from './sharedRead';

/**
 * The market REST API of API.md (all GET, public data). Each handler: validate the query and path
 * (400 `{ error, message }`), then one named query function that loads and presents (404 when the
 * symbol or index is unknown).
 */
export function registerMarketApi(app: FastifyInstance, database: AppDb, market: MarketData) {
  const db = () => database;
  const status = sharedRead(market, () => marketStatus(database));

  app.get('/api/company/:symbol', async (request) => {
    const { symbol } = validate(symbolParams, request.params);
    const { country } = validate(countryQuery, request.query);
    return companyDetails(db(), country, symbol);
  });

  app.get('/api/company/:symbol/prices', async (request) => {
    const { symbol } = validate(symbolParams, request.params);
    const { country, range } = validate(companyPricesQuery, request.query);
    const listing = await findListing(db(), country, symbol);
    return { symbol: listing.symbol, range, bars: await companyBars(db(), listing.id, range) };
  });

  // Spec 001 section 7.1 (static paths: they win over /api/indices/:name).
  app.get('/api/indices/indexFunds', async () => indexFunds(db()));
  app.get('/api/indices/etf_funds_data', async () => etfFunds(db()));

  app.get('/api/indices', async (request) => {
    const { country } = validate(countryQuery, request.query);
    return listIndices(db(), country);
  });

  app.get('/api/indices/:name', async (request) => {
    const { name } = validate(indexNameParams, request.params);
    return indexDetails(db(), name);
  });

  app.get('/api/indices/:name/prices', async (request) => {
    const { name } = validate(indexNameParams, request.params);
    const { range } = validate(rangeQuery, request.query);
    return indexPriceHistory(db(), name, range);
  });

  app.get('/api/quotes', async (request) => {
    const { country, symbols } = validate(quotesQuery, request.query);
    return quotesBoard(db(), country, symbols);
  });

  app.get('/api/nse/etfList', async () => dipSipEtfList(db()));

  app.get('/api/etfs', async () => listEtfs(db()));

  app.get('/api/mutualfunds', async (request) => searchMutualFunds(db(), validate(mutualFundQuery, request.query)));

  app.get('/api/mutualfunds/:schemeCode', async (request) => {
    const { schemeCode } = validate(schemeCodeParams, request.params);
    const detail = await mutualFundDetail(db(), schemeCode);
    if (!detail) throw notFound(`No mutual fund scheme with code ${schemeCode}.`);
    return detail;
  });

  app.get('/api/shareholding/overview', async (request) => {
    const { country, category } = validate(shareholdingOverviewQuery, request.query);
    return shareholdingOverview(db(), country, category);
  });

  app.get('/api/market/status', async () => status());
}
