import { fundamentalsReportQuery, type AdminAccess, type FundamentalsReport } from '@sanchay/core';
import type { FastifyInstance } from 'fastify';
import { validate } from '../platform/http/validate';
import type { Services } from '../platform/services';
import { requireAdmin } from '../scraper/requireAdmin';
import { quarterlyResults, shareholdingDetailed } from './reportBuilder';

/**
 * The report-fetch screen's API (/cmots, admin only): Quarterly Results or Shareholding Detailed for
 * one company, from FMP when FMP_API_KEY is set, else from the database. Also the admin check the
 * admin-only screens ask first.
 */
export function fundamentalsRoutes(services: Services) {
  const fmp = () => ({ apiKey: services.env.FMP_API_KEY, baseUrl: services.env.FMP_BASE_URL });
  return async function register(app: FastifyInstance) {
    app.get('/api/admin/access', async (request): Promise<AdminAccess> => {
      const admin = await requireAdmin(services, request, 'This screen');
      return { admin: true, email: admin.email, fmpConfigured: Boolean(fmp().apiKey) };
    });

    app.get('/api/fundamentals/report', async (request): Promise<FundamentalsReport> => {
      const query = validate(fundamentalsReportQuery, request.query);
      await requireAdmin(services, request, 'Fetching reports');
      const db = services.database.db;
      return query.report === 'quarterly_results'
        ? quarterlyResults(db, fmp(), query.country, query.symbol)
        : shareholdingDetailed(db, fmp(), query.country, query.symbol);
    });
  };
}
