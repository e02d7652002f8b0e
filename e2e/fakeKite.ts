import http from 'node:http';

/** A stand-in for Kite's offsite basket: records form POSTs to /connect/basket and answers a small page. */
export const FAKE_KITE_PORT = 3198;
export const FAKE_KITE_BASKET_URL = `http://127.0.0.1:${FAKE_KITE_PORT}/connect/basket`;

export interface RecordedBasketPost {
  contentType: string;
  /** The urlencoded fields in the order they arrived. */
  fields: [string, string][];
}

export interface FakeKite {
  posts: RecordedBasketPost[];
  close(): Promise<void>;
}

export async function startFakeKite(port = FAKE_KITE_PORT): Promise<FakeKite> {
  const posts: RecordedBasketPost[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    if (request.method === 'POST' && url.pathname === '/connect/basket') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        posts.push({
          contentType: request.headers['content-type'] ?? '',
          fields: [...new URLSearchParams(body).entries()],
        });
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><title>Fake Kite</title><h1>Fake Kite basket</h1><p>Basket received.</p>');
      });
      return;
    }
    // Nothing else exists here (a favicon request must not log an error on the page).
    response.writeHead(url.pathname === '/favicon.ico' ? 204 : 404);
    response.end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    posts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
