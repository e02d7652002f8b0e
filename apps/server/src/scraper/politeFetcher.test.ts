import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageFetchError, PoliteFetcher } from './politeFetcher';

interface Site {
  url: string;
  hits: string[];
  close(): Promise<void>;
}

async function startSite(route: (path: string, response: http.ServerResponse) => void): Promise<Site> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    route(request.url ?? '', response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const redirect = (response: http.ServerResponse, location: string) => response.writeHead(302, { location }).end();

// Issue 40 item 8: a 302 from the configured site to 127.0.0.1:4399/internal was fetched, and a 40 MB page was
// read whole.
describe('PoliteFetcher redirects and size', () => {
  let internal: Site;
  let site: Site;
  const fetcher = () => new PoliteFetcher(0, new AbortController().signal, fetch, { maxPageBytes: 1024 * 1024 });

  beforeAll(async () => {
    internal = await startSite((_, response) => response.end('internal secrets'));
    site = await startSite((path, response) => {
      if (path === '/old') return redirect(response, '/new');
      if (path === '/new') return response.end('the new page');
      if (path === '/away') return redirect(response, `${internal.url}/internal`);
      if (path === '/hop') return redirect(response, '/away');
      if (path === '/loop') return redirect(response, '/loop');
      if (path === '/big') {
        // Streamed without a content-length: the cap is counted while reading.
        const chunk = 'x'.repeat(64 * 1024);
        let sent = 0;
        const write = () => {
          while (sent < 3 * 1024 * 1024) {
            sent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', write);
          }
          response.end();
        };
        return write();
      }
      if (path === '/declared') return response.writeHead(200, { 'content-length': String(2 * 1024 * 1024) }).end('x'.repeat(2 * 1024 * 1024));
      response.writeHead(404).end();
    });
  });
  afterAll(async () => {
    await site?.close();
    await internal?.close();
  });

  it('follows a redirect within the site', async () => {
    await expect(fetcher().page(`${site.url}/old`)).resolves.toBe('the new page');
  });

  it('refuses a redirect to another host, on the first hop or a later one, and never asks that host', async () => {
    for (const path of ['/away', '/hop']) {
      const error = await fetcher().page(`${site.url}${path}`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PageFetchError);
      expect((error as Error).message).toBe(`${site.url}${path} redirects to another site (${new URL(internal.url).host}); only redirects within ${new URL(site.url).host} are followed.`);
    }
    expect(internal.hits).toEqual([]);
    // Refused once, not retried: a redirect off the site will not change on asking again.
    expect(site.hits.filter((h) => h === '/away')).toHaveLength(2);
  });

  it('gives up on a redirect loop', async () => {
    await expect(fetcher().page(`${site.url}/loop`)).rejects.toThrow(/too many redirects/);
  });

  it('stops reading a page larger than the cap, declared or streamed', async () => {
    for (const path of ['/big', '/declared']) {
      await expect(fetcher().page(`${site.url}${path}`)).rejects.toThrow(`${site.url}${path} is larger than 1 MB; it was not read.`);
    }
  });
});
