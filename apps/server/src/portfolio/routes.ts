import { portfolioImportRequest, PORTFOLIO_IMPORT_MAX_BYTES, portfolioSecurityInput, portfolioTradeInput, type PortfolioTrade, isinField } from '@sanchay/core';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../platform/auth';
import type { AppDb } from '../platform/db/client';
import { validate } from '../platform/http/validate';
import { confirmImport, prepareImport } from './importer';
import { type PortfolioOptions, portfolioGains, portfolioHistory, portfolioSummary } from './portfolioView';
import { portfolioSecurities, type PortfolioTradeRow } from './schema';
import { securityInfo } from './securities';
import { addTrade, deleteTrade, editTrade, tradesOf } from './tradeStore';

const SIGN_IN = 'Sign in to see your portfolio.';
/** The JSON body of an import: the file's text plus a little. */
const IMPORT_BODY_LIMIT = PORTFOLIO_IMPORT_MAX_BYTES + 64 * 1024;

const user = (request: FastifyRequest) => requireUser(request, SIGN_IN);
const idParam = (request: FastifyRequest) => (request.params as { id: string }).id;

function presentTrade(row: PortfolioTradeRow, name: string): PortfolioTrade {
  return { id: row.id, isin: row.isin, name, symbol: row.symbol, date: row.tradeDate, side: row.side, quantity: row.quantity, price: row.price, charges: row.charges, source: row.source };
}

/**
 * The signed-in person's portfolio (docs/PORTFOLIO.md). Every read and write is by the session's user id;
 * another person's trade id answers 404.
 */
export function portfolioRoutes(db: AppDb, options: PortfolioOptions) {
  return async function register(app: FastifyInstance) {
    app.get('/api/portfolio', async (request, reply) => {
      const { id } = await user(request);
      return reply.header('cache-control', 'no-store').send(await portfolioSummary(db, id, options));
    });

    app.get('/api/portfolio/history', async (request, reply) => {
      const { id } = await user(request);
      return reply.header('cache-control', 'no-store').send(await portfolioHistory(db, id, options));
    });

    app.get('/api/portfolio/gains', async (request, reply) => {
      const { id } = await user(request);
      return reply.header('cache-control', 'no-store').send(await portfolioGains(db, id));
    });

    app.get('/api/portfolio/trades', async (request, reply) => {
      const { id } = await user(request);
      const trades = await tradesOf(db, id);
      const info = await securityInfo(db, id, [...new Set(trades.map((t) => t.isin))]);
      return reply.header('cache-control', 'no-store').send({ trades: trades.reverse().map((t) => presentTrade(t, info.get(t.isin)?.name ?? t.symbol ?? t.isin)) });
    });

    app.post('/api/portfolio/trades', async (request, reply) => {
      const { id } = await user(request);
      const row = await addTrade(db, id, validate(portfolioTradeInput, request.body));
      return reply.status(201).send(presentTrade(row, row.isin));
    });

    app.put('/api/portfolio/trades/:id', async (request) => {
      const { id } = await user(request);
      const row = await editTrade(db, id, idParam(request), validate(portfolioTradeInput, request.body));
      return presentTrade(row, row.isin);
    });

    app.delete('/api/portfolio/trades/:id', async (request) => {
      const { id } = await user(request);
      await deleteTrade(db, id, idParam(request));
      return { deleted: true };
    });

    app.put('/api/portfolio/securities/:isin', async (request) => {
      const { id } = await user(request);
      const isin = validate(isinField, (request.params as { isin: string }).isin);
      const input = validate(portfolioSecurityInput, request.body);
      const values = { name: input.name ?? null, assetClass: input.assetClass ?? null, fmv31Jan2018: input.fmv31Jan2018 ?? null, updatedAt: sql`now()` };
      await db.insert(portfolioSecurities).values({ userId: id, isin, ...values }).onConflictDoUpdate({ target: [portfolioSecurities.userId, portfolioSecurities.isin], set: values });
      return { isin, ...input };
    });

    app.post('/api/portfolio/import/preview', { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
      const { id } = await user(request);
      return (await prepareImport(db, id, validate(portfolioImportRequest, request.body))).preview;
    });

    app.post('/api/portfolio/import', { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
      const { id } = await user(request);
      return confirmImport(db, id, validate(portfolioImportRequest, request.body));
    });
  };
}
