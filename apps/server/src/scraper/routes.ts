import {
  categoryScrapeBody,
  parseSchemeCodes,
  scraperStartBody,
  type ScrapedFund,
  type ScrapeResultsResponse,
  type ScrapeStatusResponse,
} from '@sanchay/core';
import type { FastifyInstance } from 'fastify';
import { validate } from '../platform/http/validate';
import type { AppDb } from '../platform/db/client';
import { scrapeResults, storeScrapedFund } from './fundStore';
import { requireAdmin } from '../platform/auth';
import { ScrapeJob, type ScrapeEvent } from './scrapeJob';

const WHAT = 'The mutual fund scraper';
/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

/**
 * The mutual fund scraper (spec 001 sections 2.3, 4.3 and 7.1) as an admin-only server job:
 * start/resume, stop, status, results, a progress stream (SSE, bearer-authenticated), and the
 * spec's POST /api/mutualfunds/categoryScrape for storing funds scraped elsewhere.
 */
export interface ScraperDeps {
  db: AppDb;
  /** SCRAPER_BASE_URL: the site the job reads. */
  baseUrl: string;
  /** The cluster-wide one-run lock (platform/cluster.ts tryLock('scraper')); absent = this process only. */
  runLock?: () => Promise<(() => Promise<void>) | null>;
}

export function scraperRoutes({ db, baseUrl, runLock }: ScraperDeps, fetchImpl?: typeof fetch) {
  return async function register(app: FastifyInstance) {
    const job = new ScrapeJob(db, baseUrl, fetchImpl, runLock);
    const streams = new Set<() => void>();
    // preClose, not onClose: the server waits for open connections before onClose, and an open event
    // stream would keep it waiting forever.
    app.addHook('preClose', async () => {
      for (const close of streams) close();
      await job.close();
    });

    app.get('/api/scraper/status', async (request): Promise<ScrapeStatusResponse> => {
      await requireAdmin(request, WHAT);
      return { progress: await job.snapshot(), baseUrl: job.baseUrl };
    });

    app.post('/api/scraper/runs', async (request, reply) => {
      const body = validate(scraperStartBody, request.body);
      const admin = await requireAdmin(request, WHAT);
      const progress = await job.start({ category: body.category, schemeCodes: parseSchemeCodes(body.schemeCodes), delayMs: body.delayMs }, admin.id);
      return reply.status(202).send({ progress });
    });

    app.post('/api/scraper/stop', async (request) => {
      await requireAdmin(request, WHAT);
      return { progress: await job.stop() };
    });

    app.get('/api/scraper/results', async (request): Promise<ScrapeResultsResponse> => {
      await requireAdmin(request, WHAT);
      return scrapeResults(db);
    });

    /** Server-sent events: 'progress' (the current state first) and 'fund' as each fund is stored. */
    app.get('/api/scraper/events', async (request, reply) => {
      await requireAdmin(request, WHAT);
      const first = await job.snapshot();
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: ScrapeEvent) => {
        const data = event.type === 'progress' ? event.progress : { category: event.category, fund: event.fund };
        out.write(`event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      out.write(`retry: 3000\n\n`);
      if (first) send({ type: 'progress', progress: first });
      const unsubscribe = job.subscribe(send);
      const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(close);
      };
      const close = () => {
        end();
        out.end();
      };
      streams.add(close);
      request.raw.on('close', end);
    });

    /** Stores funds scraped by a client, one or a few at a time (spec 001 section 7.1). */
    app.post('/api/mutualfunds/categoryScrape', async (request) => {
      const body = validate(categoryScrapeBody, request.body);
      await requireAdmin(request, WHAT);
      const stored: { schemeCode: string; amfiSchemeCode: number | null }[] = [];
      for (const fund of body.funds) {
        const { amfiSchemeCode } = await storeScrapedFund(db, { ...fund, urlCategory: body.categoryKey } as ScrapedFund);
        stored.push({ schemeCode: fund.schemeCode, amfiSchemeCode });
      }
      return { categoryKey: body.categoryKey, stored };
    });
  };
}
