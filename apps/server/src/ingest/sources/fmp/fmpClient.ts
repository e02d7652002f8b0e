/**
 * Financial Modeling Prep (FMP) v3 fundamentals client: income-statement, balance-sheet-statement,
 * cash-flow-statement and key-metrics, `GET {base}/{endpoint}/{symbol}?period=annual|quarter&apikey=KEY`.
 * FMP answers a bad key or an exhausted plan with HTTP 200/401/403 and `{"Error Message": "..."}`.
 */
import { download, DownloadError } from '../../downloader';

export const FMP_BASE_URL = 'https://financialmodelingprep.com/api/v3';
export const FMP_ENDPOINTS = [
  'income-statement',
  'balance-sheet-statement',
  'cash-flow-statement',
  'key-metrics',
] as const;
export type FmpEndpoint = (typeof FMP_ENDPOINTS)[number];
export type FmpPeriod = 'annual' | 'quarter';

/** One period of one statement as FMP sends it: identification fields plus numeric line items. */
export interface FmpRecord {
  date: string;
  symbol?: string;
  reportedCurrency?: string;
  fillingDate?: string;
  period?: string;
  [field: string]: unknown;
}

export class FmpError extends Error {}

export interface FmpClientOptions {
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  attempts?: number;
  delayMs?: number;
}

export interface FmpClient {
  get(endpoint: FmpEndpoint, symbol: string, period: FmpPeriod): Promise<FmpRecord[]>;
}

/** FMP's `{"Error Message": "..."}`, from parsed JSON or a body text; null otherwise. */
function errorMessageOf(data: unknown): string | null {
  if (typeof data === 'string') {
    try {
      return errorMessageOf(JSON.parse(data));
    } catch {
      return null;
    }
  }
  if (data && typeof data === 'object' && !Array.isArray(data) && 'Error Message' in data) {
    return String((data as Record<string, unknown>)['Error Message']);
  }
  return null;
}

export function createFmpClient(options: FmpClientOptions): FmpClient {
  const base = (options.baseUrl ?? FMP_BASE_URL).replace(/\/+$/, '');
  return {
    async get(endpoint, symbol, period) {
      const url = `${base}/${endpoint}/${encodeURIComponent(symbol)}?period=${period}&apikey=${encodeURIComponent(options.apiKey)}`;
      let body: Uint8Array;
      try {
        body = await download(url, { fetch: options.fetch, attempts: options.attempts, delayMs: options.delayMs });
      } catch (error) {
        const explained = error instanceof DownloadError ? errorMessageOf(error.body) : null;
        // Never let the API key reach a log or a report.
        const message = (error as Error).message.replaceAll(encodeURIComponent(options.apiKey), '***');
        throw new FmpError(explained ? `FMP ${endpoint} ${symbol}: ${explained} (${message})` : message);
      }
      let data: unknown;
      try {
        data = JSON.parse(Buffer.from(body).toString('utf8'));
      } catch {
        throw new FmpError(`FMP ${endpoint} ${symbol}: not JSON`);
      }
      const explained = errorMessageOf(data);
      if (explained) throw new FmpError(`FMP ${endpoint} ${symbol}: ${explained}`);
      if (!Array.isArray(data)) throw new FmpError(`FMP ${endpoint} ${symbol}: expected a JSON array`);
      return data.filter(
        (r): r is FmpRecord => typeof r === 'object' && r !== null && typeof (r as FmpRecord).date === 'string',
      );
    },
  };
}
