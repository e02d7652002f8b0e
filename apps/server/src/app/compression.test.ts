import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support';

// A built web app as apps/web/buildPlugins.ts leaves it: each asset beside its .br and .gz.
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ symbol: `SYM${i}`, price: i * 1.5 })))};\n`;
let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanchay-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  const html = `<!doctype html><title>Sanchay</title><div id="root">${'<p>shell</p>'.repeat(200)}</div>`;
  for (const [file, body] of [
    ['index.html', html],
    ['assets/index-abc123.js', script],
  ] as const) {
    fs.writeFileSync(path.join(webDir, file), body);
    fs.writeFileSync(path.join(webDir, `${file}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(webDir, `${file}.gz`), zlib.gzipSync(body));
  }
  t = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({ method, url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}, ...(payload ? { payload } : {}) });

describe('compressed responses', () => {
  it('sends the prebuilt brotli copy of an asset to a browser that accepts br, with Vary', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when the browser accepts only gzip, and the plain file when it accepts neither', async () => {
    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('compresses index.html on screen paths too (the SPA fallback)', async () => {
    for (const url of ['/', '/company/TCS']) {
      const response = await get(url, 'br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root">');
    }
  });

  it('does not serve the compressed copies as files of their own', async () => {
    const response = await get('/assets/index-abc123.js.br');
    expect(response.headers['content-type']).not.toMatch(/javascript/);
    expect(response.body).toContain('<div id="root">'); // the SPA fallback, not the brotli bytes
  });

  it('answers a revalidation of an asset with 304 to its ETag, the same for every encoding', async () => {
    const first = await get('/assets/index-abc123.js', 'br');
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await get('/assets/index-abc123.js', 'gzip')).headers['etag']).toBe(etag);
    const again = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toContain('immutable');
    const other = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br', 'if-none-match': 'W/"old"' } });
    expect(other.statusCode).toBe(200);
  });

  it('honours q=0 in Accept-Encoding, answers HEAD with the headers only, and sends an unknown asset to the SPA fallback', async () => {
    const noBrotli = await get('/assets/index-abc123.js', 'br;q=0, gzip');
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(noBrotli.rawPayload).toString()).toBe(script);
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
    for (const url of ['/assets/missing-000.js', '/assets/../index.html', '/assets/.hidden.js']) {
      const missing = await get(url, 'br');
      expect(missing.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(missing.rawPayload).toString()).toContain('<div id="root">');
    }
  });

  it('compresses API JSON above 1 KB on the fly, and leaves small answers alone', async () => {
    const big = await get('/v1/graphql', 'br, gzip', 'POST', { query: '{ __schema { types { name kind } } }' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const json = JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString());
    expect(json.data.__schema.types.length).toBeGreaterThan(10);
    expect(big.rawPayload.length).toBeLessThan(JSON.stringify(json).length);

    const gzip = await get('/v1/graphql', 'gzip', 'POST', { query: '{ __schema { types { name kind } } }' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const small = await get('/healthz', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
