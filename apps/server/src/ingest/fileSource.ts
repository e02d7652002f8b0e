/**
 * One way to get a source file whether the run is online or reads a mirror folder: the same name, the
 * same bytes (gunzipped / unzipped), a sha256 for the skip-unchanged ledger.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isGzip, isZip, unzip } from './archives';
import { download, DownloadError } from './downloader';
import { decodeText } from './parsers/index';
import type { LoaderContext } from './types';

export interface FileSpec {
  /** Stable name: the ingest_files key and what problems cite. */
  name: string;
  /** Path inside the mirror folder (a `.gz` twin is found too). */
  mirror?: string;
  /** Public address for online runs. */
  url?: string;
  headers?: Record<string, string>;
  /** A 404 online means "not published" (holidays), not a failure. */
  optional?: boolean;
  /** Keep the bytes compressed (the loader streams them itself). */
  raw?: boolean;
}

export interface LoadedFile {
  name: string;
  /** Decompressed content. */
  bytes: Uint8Array;
  sha256: string;
  text(): string;
}

/** The public host each online source lives on; `options.baseUrls` replaces any of them. */
export const BASE_URLS: Record<string, string> = {
  nse: 'https://nsearchives.nseindia.com',
  /** NSE's website (corporate actions download). */
  nseWeb: 'https://www.nseindia.com',
  amfi: 'https://www.amfiindia.com',
  github: 'https://raw.githubusercontent.com',
  githubArchive: 'https://github.com',
  kite: 'https://api.kite.trade',
  fmp: 'https://financialmodelingprep.com/api/v3',
};

export function baseUrl(ctx: Pick<LoaderContext, 'options'>, host: keyof typeof BASE_URLS | string): string {
  return (ctx.options.baseUrls?.[host] ?? BASE_URLS[host] ?? '').replace(/\/+$/, '');
}

function unpack(raw: Uint8Array, name: string): Uint8Array {
  if (isGzip(raw)) return zlib.gunzipSync(raw);
  if (isZip(raw)) {
    const entries = unzip(raw);
    const csv = entries.find((e) => /\.(csv|txt)$/i.test(e.name)) ?? entries[0];
    if (!csv) throw new Error(`${name}: empty zip archive`);
    return csv.data;
  }
  return raw;
}

const gunzip = promisify(zlib.gunzip);

/** A file from bytes already in hand (tests, lists derived from file names). */
export function loaded(name: string, raw: Uint8Array, keepCompressed = false): LoadedFile {
  return fileOf(name, raw, keepCompressed ? raw : unpack(raw, name));
}

/** As `loaded`, but a gzip file is inflated in libuv's thread pool: a large one held the event loop. */
async function loadedOffThread(name: string, raw: Uint8Array, keepCompressed = false): Promise<LoadedFile> {
  if (keepCompressed || !isGzip(raw)) return loaded(name, raw, keepCompressed);
  return fileOf(name, raw, await gunzip(raw));
}

function fileOf(name: string, raw: Uint8Array, bytes: Uint8Array): LoadedFile {
  let text: string | null = null;
  return {
    name,
    bytes,
    sha256: createHash('sha256').update(raw).digest('hex'),
    text: () => (text ??= decodeText(bytes)),
  };
}

/** The mirror path that exists: as given, or with `.gz` added. */
export function mirrorPath(root: string, relative: string): string | null {
  for (const candidate of [relative, `${relative}.gz`]) {
    const full = path.join(root, candidate);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return full;
  }
  return null;
}

/** Files in a mirror folder whose names end with one of `suffixes`, sorted; [] when the folder is absent. */
export function mirrorListing(root: string, folder: string, suffixes: readonly string[]): string[] {
  const dir = path.join(root, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => suffixes.some((s) => f.toLowerCase().endsWith(s)))
    .sort()
    .map((f) => path.posix.join(folder, f));
}

/** Reads (mirror) or downloads (online) one file; null when absent and that is allowed. */
export async function fetchFile(ctx: LoaderContext, spec: FileSpec): Promise<LoadedFile | null> {
  const source = ctx.report.source;
  if (ctx.mode === 'mirror') {
    if (!spec.mirror) return null;
    const full = mirrorPath(ctx.options.from!, spec.mirror);
    if (full === null) return null;
    return loadedOffThread(spec.name, fs.readFileSync(full), spec.raw);
  }
  if (!spec.url) return null;
  try {
    const raw = await download(spec.url, {
      fetch: ctx.options.fetch,
      attempts: ctx.options.retry?.attempts,
      delayMs: ctx.options.retry?.delayMs,
      failFastOffline: ctx.options.retry?.failFastOffline,
      headers: spec.headers,
      onBytes: (done, total) => ctx.options.onProgress?.({ source, file: spec.name, done, total }),
    });
    return await loadedOffThread(spec.name, raw, spec.raw);
  } catch (error) {
    if (spec.optional && error instanceof DownloadError && error.status === 404) return null;
    throw error;
  }
}
