import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../platform/moduleWorker';
import { type ParseRequest, type ParseResults, runParse } from './pageParseRequests';

/** Pages up to this size parse in a few milliseconds here; larger ones (real category pages too) go to the parsing thread. */
export const INLINE_PARSE_BYTES = 32 * 1024;

type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/**
 * The scraper's three page parsers, off the event loop for big pages: those are parsed in a worker thread
 * (pageParseWorker.ts, started on the first big page, one page at a time), small ones where they are.
 */
export class PageParsing {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  category(html: string, base: URL): Promise<ParseResults['category']> {
    return this.parse({ kind: 'category', html, base: base.href }) as Promise<ParseResults['category']>;
  }

  fund(html: string, pageUrl: URL, base: URL): Promise<ParseResults['fund']> {
    return this.parse({ kind: 'fund', html, pageUrl: pageUrl.href, base: base.href }) as Promise<ParseResults['fund']>;
  }

  holdings(html: string): Promise<ParseResults['holdings']> {
    return this.parse({ kind: 'holdings', html }) as Promise<ParseResults['holdings']>;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('The page parser was stopped.'));
    await worker?.terminate();
  }

  private async parse(request: ParseRequest): Promise<unknown> {
    if (request.html.length <= INLINE_PARSE_BYTES) return runParse(request);
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = startModuleWorker(import.meta.url, 'pageParseWorker');
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.value);
      else waiting.reject(new Error(answer.message));
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(error);
    };
    worker.on('error', lost);
    worker.on('exit', () => lost(new Error('The page parser stopped unexpectedly.')));
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
