/** The public shapes of the ingest pipeline (runIngest's options and report) and what loaders share. */
import type { AppDb } from '../platform/db/client';
import type { ParseProblem } from './parsers/index';

export type IngestSourceName = string;

export interface IngestProgressEvent {
  source: string;
  file: string;
  done: number;
  total?: number;
}

export interface IngestOptions {
  /** Mirror folder (e.g. ../shared/data/raw); without it every source downloads from its public address. */
  from?: string;
  sources?: IngestSourceName[];
  /** Load files even when their sha256 matches the last load. */
  force?: boolean;
  onProgress?: (event: IngestProgressEvent) => void;
  fetch?: typeof fetch;
  /** Replaces a host's base address (keys: nse, amfi, github, githubArchive, kite, fmp), e.g. for a local fake server. */
  baseUrls?: Partial<Record<string, string>>;
  /**
   * Download retries (default 4 attempts, 1 s doubling); failFastOffline: no retry when the host cannot be
   * reached at all (see downloader.ts).
   */
  retry?: { attempts?: number; delayMs?: number; failFastOffline?: boolean };
  /** FMP fundamentals: without an API key the source is skipped. Symbols default to the 25 largest US companies. */
  fmp?: { apiKey?: string; symbols?: string[] };
  /** Kite Connect credentials for the online instruments dump (sent as `Authorization: token key:token`). */
  kite?: { apiKey?: string; accessToken?: string };
  /** The day the online bhavcopy search starts from (default: today in IST). */
  today?: Date;
}

export interface SourceReport {
  source: string;
  files: number;
  rows: number;
  problems: number;
  ms: number;
  sampleProblems: ParseProblem[];
  skippedFiles: number;
  /** Set when the source could not run at all (download failed, folder missing). */
  error?: string;
  /** Why a source did nothing although nothing failed (no API key, no such files in the mirror). */
  note?: string;
}

export interface IngestReport {
  sources: SourceReport[];
  totalRows: number;
  totalMs: number;
}

/** How many problems a source keeps with their file and line. */
export const SAMPLE_PROBLEMS = 5;

/** What a loader gets: the database, the file reader, and a place to count rows and problems. */
export interface LoaderContext {
  db: AppDb;
  options: IngestOptions;
  mode: 'mirror' | 'online';
  report: SourceReport;
  /** Companies and indices whose prices changed in this run (for the moving averages). */
  touchedCompanies: Set<string>;
  touchedIndices: Set<string>;
  problem(problem: ParseProblem): void;
  problems(problems: readonly ParseProblem[]): void;
}

/** One named source: what `npm run ingest -- <name>` loads. */
export interface IngestSource {
  name: IngestSourceName;
  run(ctx: LoaderContext): Promise<void>;
}
