import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A local stand-in for the scraper's source site, serving the HTML fixtures at the real site's paths
 * (anchors.md section 6). Used by the tests, the bench and the e2e run; it can fail pages on purpose.
 */
export const FIXTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export interface FixtureSiteOptions {
  port?: number;
  /** Paths that answer 500 the first time they are asked for, then the page. */
  failOnce?: string[];
  /** Wait this long before answering each request. */
  latencyMs?: number;
}

export interface FixtureSite {
  baseUrl: string;
  /** Every path asked for, in order, with the User-Agent sent. */
  requests: { path: string; userAgent: string | undefined; at: number }[];
  close(): Promise<void>;
}

export function fixtureFile(name: string): string {
  return fs.readFileSync(path.join(FIXTURES_DIR, name), 'utf8');
}

/** The fixture file for a path of the real site, or null for a 404. */
export function fixtureFor(pathname: string): string | null {
  const category = /^\/mutual-funds\/performance-tracker\/returns\/([a-z0-9-]+)\.html$/.exec(pathname);
  if (category) return existing(`category-${category[1]}.html`) ?? 'category-empty.html';
  const fund = /^\/mutual-funds\/nav\/[^/]+\/([A-Za-z0-9]+)$/.exec(pathname);
  if (fund) return existing(`fund-${fund[1]}.html`);
  const holdings = /^\/mutual-funds\/[^/]+\/portfolio-holdings\/([A-Za-z0-9]+)$/.exec(pathname);
  if (holdings) return existing(`holdings-${holdings[1]}.html`);
  return null;
}

function existing(name: string): string | null {
  return fs.existsSync(path.join(FIXTURES_DIR, name)) ? name : null;
}

export async function startFixtureSite(options: FixtureSiteOptions = {}): Promise<FixtureSite> {
  const failing = new Set(options.failOnce ?? []);
  const requests: FixtureSite['requests'] = [];
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://fixture').pathname;
    requests.push({ path: pathname, userAgent: req.headers['user-agent'], at: Date.now() });
    const answer = () => {
      if (failing.delete(pathname)) return void res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      const file = fixtureFor(pathname);
      if (!file) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Page not found</h1>');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fixtureFile(file));
    };
    if (options.latencyMs) setTimeout(answer, options.latencyMs);
    else answer();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
