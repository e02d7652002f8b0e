import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Content types of the files a web build writes under assets/ (anything else is sent as bytes). */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file's name under assets/: a hashed build output, one or more folders deep, never `..` or a hidden file. */
const ASSET_PATH = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

interface BuiltAsset {
  type: string;
  etag: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

/** The encoding to send from an Accept-Encoding header: br, then gzip, when the build wrote that copy. */
export function pickEncoding(acceptEncoding: string, asset: Pick<BuiltAsset, 'br' | 'gzip'>): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (asset.br && ok('br')) return 'br';
  if (asset.gzip && ok('gzip')) return 'gzip';
  return null;
}

async function readOptional(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The web build's hashed assets (`/assets/...`), served from memory. Each is read once, with the brotli and gzip
 * copies the build writes beside it (apps/web/buildPlugins.ts), on its first request; a page load asks for 40-50 of
 * them, and sending each from the disk (a stat of each candidate copy, an open, a read stream, a close: about
 * 1.5 ms of the server's CPU a file here) was most of the server's work for a load, which on a small machine takes
 * turns with the browser. A hashed file never changes (a new build has new names), so what was read stays true.
 * Answers as the static files did: the copy the browser accepts with Content-Encoding and Vary: Accept-Encoding,
 * cached for a year as immutable, an ETag (304 to If-None-Match); the .br and .gz copies are no URLs of their own
 * and an unknown name goes to the not-found handler (the SPA fallback).
 */
export function registerBuiltAssets(app: FastifyInstance, dist: string): void {
  const root = path.join(dist, 'assets');
  const assets = new Map<string, Promise<BuiltAsset | null>>();

  const load = async (name: string): Promise<BuiltAsset | null> => {
    const file = path.join(root, name);
    const [identity, br, gzip] = await Promise.all([readOptional(file), readOptional(`${file}.br`), readOptional(`${file}.gz`)]);
    if (!identity) return null;
    const etag = `W/"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;
    return { type: CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream', etag, identity, br, gzip };
  };

  const asset = (name: string): Promise<BuiltAsset | null> => {
    let entry = assets.get(name);
    if (!entry) {
      entry = load(name);
      assets.set(name, entry);
      // A file that is not there (yet) or failed to read is looked for again next time.
      void entry.then((found) => found ?? assets.delete(name), () => assets.delete(name));
    }
    return entry;
  };

  const handler = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const name = request.params['*'];
    const found = ASSET_PATH.test(name) && !/\.(?:br|gz)$/i.test(name) ? await asset(name) : null;
    if (!found) return reply.callNotFound();
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('vary', 'accept-encoding').header('etag', found.etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === found.etag || tag.trim() === '*')) {
      return reply.status(304).send();
    }
    const encoding = pickEncoding(String(request.headers['accept-encoding'] ?? ''), found);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type(found.type).send(encoding === 'br' ? found.br : encoding === 'gzip' ? found.gzip : found.identity);
  };

  // `compress: false`: the copies are compressed already and a browser that accepts neither gets the plain file.
  app.get('/assets/*', { compress: false }, handler);
}
