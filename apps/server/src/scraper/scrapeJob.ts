import {
  categoriesOf,
  SCRAPER_TEXT,
  scrapeProgress,
  type ScrapedFund,
  type ScrapedFundRow,
  type ScrapeProgress,
  type ScraperCategory,
} from '@sanchay/core';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../platform/db/client';
import { AppError } from '../platform/errors';
import { logger } from '../platform/logger';
import { storeScrapedFund } from './fundStore';
import type { ListedFund } from './pageParsers';
import { PageParsing } from './pageParsing';
import { PageFetchError, PoliteFetcher } from './politeFetcher';
import { scrapeRunFunds, scrapeRuns } from './schema';

const log = logger('scraper');

export type ScrapeEvent =
  | { type: 'progress'; progress: ScrapeProgress }
  | { type: 'fund'; category: string; fund: ScrapedFundRow };

export interface ScrapeSelection {
  category: ScraperCategory;
  /** null: every fund of the category. */
  schemeCodes: string[] | null;
  delayMs: number;
}

interface Running {
  progress: ScrapeProgress;
  controller: AbortController;
  finished: Promise<void>;
}

export const categoryPageUrl = (base: URL, category: string) =>
  new URL(`/mutual-funds/performance-tracker/returns/${category}.html`, base).toString();

/**
 * The scraper as a server job (spec 001 section 4.3): one run at a time per server; it reads the
 * category pages, then each fund's page and holdings page, politely, storing every fund as it
 * completes and remembering it in scrape_run_funds, so starting the same selection after a Stop or
 * a crash resumes where it ended. Stop aborts the request or the wait in progress. With several instances
 * the one-run rule holds across them through `runLock` (a cluster lock held for the whole run).
 */
export class ScrapeJob {
  private running: Running | null = null;
  private releaseRunLock: (() => Promise<void>) | null = null;
  private readonly listeners = new Set<(event: ScrapeEvent) => void>();
  private readonly base: URL;

  constructor(
    private readonly db: AppDb,
    baseUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
    /** Takes the cluster-wide "a scrape runs" lock, or null when another instance holds it. */
    private readonly runLock: () => Promise<(() => Promise<void>) | null> = async () => async () => {},
  ) {
    this.base = new URL(baseUrl);
  }

  get baseUrl(): string {
    return this.base.origin;
  }

  subscribe(listener: (event: ScrapeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The run in progress, else the latest one stored (a 'running' row no process runs is 'interrupted'). */
  async snapshot(): Promise<ScrapeProgress | null> {
    if (this.running) return { ...this.running.progress, failures: [...this.running.progress.failures] };
    const [run] = await this.db.select().from(scrapeRuns).orderBy(desc(scrapeRuns.startedAt)).limit(1);
    if (!run) return null;
    const counts = await this.fundCounts(run.id);
    return {
      runId: run.id,
      status: run.status === 'running' ? await this.runningElsewhereOr('interrupted') : (run.status as ScrapeProgress['status']),
      category: run.category,
      schemeCodes: run.schemeCodes ?? null,
      delayMs: run.delayMs,
      phase: 'finished',
      currentCategory: null,
      currentFund: null,
      completed: counts.done + counts.failed.length,
      total: run.total,
      percent: scrapeProgress(counts.done + counts.failed.length, run.total),
      resumedFrom: 0,
      failures: counts.failed,
      error: run.error,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
    };
  }

  /** Starts a run, or resumes the latest unfinished run of the same selection. 409 while one runs. */
  async start(selection: ScrapeSelection, userId: string): Promise<ScrapeProgress> {
    if (this.running) throw new AppError(409, 'scrape_running', SCRAPER_TEXT.alreadyRunning);
    const controller = new AbortController();
    // Claimed before the first await, so two quick starts cannot both run.
    const claim: Running = { progress: null as unknown as ScrapeProgress, controller, finished: Promise.resolve() };
    this.running = claim;
    try {
      this.releaseRunLock = await this.runLock();
      if (!this.releaseRunLock) throw new AppError(409, 'scrape_running', SCRAPER_TEXT.alreadyRunning);
      const codes = selection.schemeCodes ? [...selection.schemeCodes].sort() : null;
      const run = await this.resumableRun(selection.category, codes, selection.delayMs, userId);
      const counts = await this.fundCounts(run.id);
      claim.progress = {
        runId: run.id,
        status: 'running',
        category: selection.category,
        schemeCodes: codes,
        delayMs: selection.delayMs,
        phase: 'listing',
        currentCategory: null,
        currentFund: null,
        completed: 0,
        total: 0,
        percent: 0,
        resumedFrom: counts.done,
        failures: [],
        error: null,
        startedAt: run.startedAt.toISOString(),
        finishedAt: null,
      };
      claim.finished = this.run(claim, selection);
      this.emit({ type: 'progress', progress: claim.progress });
      return { ...claim.progress };
    } catch (error) {
      this.running = null;
      await this.releaseLock();
      throw error;
    }
  }

  private async releaseLock(): Promise<void> {
    const release = this.releaseRunLock;
    this.releaseRunLock = null;
    await release?.().catch(() => undefined);
  }

  /** A stored 'running' run: running on another instance while its lock is held, else `otherwise`. */
  private async runningElsewhereOr(otherwise: 'interrupted'): Promise<'running' | 'interrupted'> {
    const release = await this.runLock().catch(() => null);
    if (!release) return 'running';
    await release();
    return otherwise;
  }

  /** Ends the run in progress promptly; null when nothing runs. */
  async stop(): Promise<ScrapeProgress | null> {
    const running = this.running;
    if (!running) return null;
    if (!running.progress) return this.snapshot(); // still starting: nothing to stop yet
    running.progress.status = 'stopping';
    this.emit({ type: 'progress', progress: running.progress });
    running.controller.abort(new DOMException('Stopped by an admin', 'AbortError'));
    await running.finished;
    return this.snapshot();
  }

  /** Stops any run and waits for it (server shutdown). */
  async close(): Promise<void> {
    await this.stop();
  }

  private async resumableRun(category: string, codes: string[] | null, delayMs: number, userId: string) {
    const [latest] = await this.db
      .select()
      .from(scrapeRuns)
      .where(and(eq(scrapeRuns.category, category), codes ? sql`${scrapeRuns.schemeCodes} = ${JSON.stringify(codes)}::jsonb` : isNull(scrapeRuns.schemeCodes)))
      .orderBy(desc(scrapeRuns.startedAt))
      .limit(1);
    if (latest && latest.status !== 'done') {
      const [resumed] = await this.db
        .update(scrapeRuns)
        .set({ status: 'running', delayMs, error: null, finishedAt: null })
        .where(eq(scrapeRuns.id, latest.id))
        .returning();
      return resumed!;
    }
    const [created] = await this.db
      .insert(scrapeRuns)
      .values({ category, schemeCodes: codes, delayMs, status: 'running', startedBy: userId })
      .returning();
    return created!;
  }

  private async fundCounts(runId: string) {
    const rows = await this.db
      .select({ url: scrapeRunFunds.url, status: scrapeRunFunds.status, message: scrapeRunFunds.message })
      .from(scrapeRunFunds)
      .where(eq(scrapeRunFunds.runId, runId));
    return {
      done: rows.filter((r) => r.status === 'done').length,
      doneUrls: new Set(rows.filter((r) => r.status === 'done').map((r) => r.url)),
      failed: rows.filter((r) => r.status === 'failed').map((r) => ({ url: r.url, message: r.message ?? '' })),
    };
  }

  private async run(running: Running, selection: ScrapeSelection): Promise<void> {
    const { progress, controller } = running;
    const fetcher = new PoliteFetcher(selection.delayMs, controller.signal, this.fetchImpl);
    const parsing = new PageParsing();
    const wanted = progress.schemeCodes ? new Set(progress.schemeCodes.map((c) => c.toLowerCase())) : null;
    const update = (patch: Partial<ScrapeProgress>) => {
      Object.assign(progress, patch);
      progress.percent = scrapeProgress(progress.completed, progress.total);
      this.emit({ type: 'progress', progress });
    };
    try {
      const planned: { category: string; fund: ListedFund }[] = [];
      for (const category of categoriesOf(selection.category)) {
        update({ currentCategory: category });
        const url = categoryPageUrl(this.base, category);
        try {
          const listed = await parsing.category(await fetcher.page(url), this.base);
          for (const fund of listed) {
            if (!wanted || wanted.has(fund.schemeCode.toLowerCase())) planned.push({ category, fund });
          }
        } catch (error) {
          if (!(error instanceof PageFetchError)) throw error;
          progress.failures.push({ url, message: error.message });
        }
      }
      const { doneUrls } = await this.fundCounts(progress.runId);
      await this.db.update(scrapeRuns).set({ total: planned.length }).where(eq(scrapeRuns.id, progress.runId));
      update({ phase: 'funds', total: planned.length, completed: planned.filter((p) => doneUrls.has(p.fund.url)).length });

      for (const { category, fund } of planned) {
        if (doneUrls.has(fund.url)) continue;
        update({ currentCategory: category, currentFund: fund.name });
        try {
          const { scraped, isin } = await this.scrapeFund(fetcher, parsing, category, fund);
          const { amfiSchemeCode } = await storeScrapedFund(this.db, scraped, isin);
          await this.markFund(progress.runId, fund, 'done', null);
          this.emit({ type: 'fund', category, fund: presentRow(scraped, amfiSchemeCode) });
        } catch (error) {
          if (!(error instanceof PageFetchError)) throw error;
          progress.failures.push({ url: fund.url, message: error.message });
          await this.markFund(progress.runId, fund, 'failed', error.message);
        }
        update({ completed: progress.completed + 1 });
      }
      await this.finish(running, 'done', null);
    } catch (error) {
      if (controller.signal.aborted) {
        await this.finish(running, 'stopped', null);
      } else {
        log.error({ err: error, runId: progress.runId }, 'scraping error');
        await this.finish(running, 'failed', (error as Error).message);
      }
    } finally {
      await parsing.close();
    }
  }

  private async scrapeFund(
    fetcher: PoliteFetcher,
    parsing: PageParsing,
    category: string,
    listed: ListedFund,
  ): Promise<{ scraped: ScrapedFund; isin: string | null }> {
    const details = await parsing.fund(await fetcher.page(listed.url), new URL(listed.url), this.base);
    const holdings = await parsing.holdings(await fetcher.page(details.holdingsUrl));
    return {
      isin: details.isin,
      scraped: {
        name: listed.name || details.name || listed.schemeCode,
        url: listed.url,
        schemeCode: listed.schemeCode,
        urlCategory: category,
        plan: details.plan,
        category: details.category,
        rating: listed.rating,
        aum: listed.aum,
        returns: listed.returns,
        expensesRatio: details.expensesRatio,
        expensesRatioCategoryAverage: details.expensesRatioCategoryAverage,
        reportingDate: holdings.reportingDate,
        holdings: holdings.holdings,
      },
    };
  }

  private async markFund(runId: string, fund: ListedFund, status: 'done' | 'failed', message: string | null) {
    const row = { runId, url: fund.url, schemeCode: fund.schemeCode, status, message, finishedAt: new Date() };
    await this.db
      .insert(scrapeRunFunds)
      .values(row)
      .onConflictDoUpdate({ target: [scrapeRunFunds.runId, scrapeRunFunds.url], set: { status, message, finishedAt: row.finishedAt } });
  }

  private async finish(running: Running, status: 'done' | 'stopped' | 'failed', error: string | null) {
    const finishedAt = new Date();
    try {
      await this.db.update(scrapeRuns).set({ status, error, finishedAt }).where(eq(scrapeRuns.id, running.progress.runId));
    } catch (dbError) {
      log.error({ err: dbError }, 'could not record the end of a scrape');
    }
    Object.assign(running.progress, { status, error, phase: 'finished', currentFund: null, finishedAt: finishedAt.toISOString() });
    running.progress.percent = scrapeProgress(running.progress.completed, running.progress.total);
    this.running = null;
    await this.releaseLock();
    this.emit({ type: 'progress', progress: running.progress });
    log.info({ runId: running.progress.runId, status, completed: running.progress.completed, total: running.progress.total }, 'scrape ended');
  }

  private emit(event: ScrapeEvent) {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        log.warn({ err: error }, 'a scrape listener failed');
      }
    }
  }
}

export function presentRow(fund: ScrapedFund, amfiSchemeCode: number | null): ScrapedFundRow {
  return {
    schemeCode: fund.schemeCode,
    name: fund.name,
    expensesRatio: fund.expensesRatio,
    expensesRatioCategoryAverage: fund.expensesRatioCategoryAverage,
    plan: fund.plan,
    rating: fund.rating,
    aum: fund.aum,
    reportingDate: fund.reportingDate,
    holdings: fund.holdings.length,
    amfiSchemeCode,
    scrapedAt: new Date().toISOString(),
  };
}
