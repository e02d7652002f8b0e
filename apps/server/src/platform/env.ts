import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting the server reads, parsed once at boot (DESIGN.md 3.6).
 * The app runs with none of them set; `.env.example` documents each one.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty: readable lines (default in development); json: one JSON object per line (default otherwise). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  DATA_DIR: z.string().default('./.sanchay'),
  DATABASE_URL: optionalString,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** How long a request waits for a free pooled connection before a 503 (docs/OPERATIONS.md). */
  DATABASE_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /** Redis for several instances (README "Running at scale"): shared rate limits and the cluster's messages. */
  REDIS_URL: optionalString,
  /** Prefix of every Redis key and channel (several deployments, or tests, on one Redis). */
  REDIS_PREFIX: z.string().default('sanchay:'),
  SESSION_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'SESSION_SECRET must be at least 32 characters',
  }),
  SESSION_TTL_HOURS: z.coerce.number().positive().max(24 * 90).default(24 * 7),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  DEV_LOGIN: booleanFlag,
  CONTACT_EMAIL: z.email().default('hello@sanchay.in'),
  ADMIN_EMAILS: optionalString.transform((v) =>
    (v ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  ),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /**
   * Proxies in front (docs/OPERATIONS.md "Behind a proxy"): a number of hops, or proxy addresses / CIDRs
   * separated by commas; `true` is one hop. Unset or `false`: the socket's address is the client's.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): number | string[] | false => {
      const value = (v ?? '').trim().toLowerCase();
      if (value === '' || value === 'false' || value === 'no' || value === '0') return false;
      if (value === 'true' || value === 'yes') return 1;
      if (/^\d+$/.test(value)) return Number(value);
      const addresses = value.split(',').map((a) => a.trim()).filter(Boolean);
      if (addresses.every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(a))) return addresses;
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be a number of hops, or proxy addresses (CIDRs allowed) separated by commas' });
      return z.NEVER;
    }),
  /** Longest time to receive a whole request (headers and body); a slower client gets 408 and is closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  WEB_DIST_DIR: optionalString,
  /** A folder holding the public market data files (e.g. ../shared/data/raw) to load instead of downloading. */
  DATA_MIRROR: optionalString,
  /** On a first start without DATA_MIRROR, try downloading the public sources before falling back to demo data. */
  ONLINE_INGEST: booleanFlag.default(true),
  /** Re-download the online sources once a day (only when the data came from online sources). */
  DAILY_INGEST: booleanFlag.default(true),
  /** Companies in the generated demo universe used when no real data can be loaded. */
  DEMO_SCALE: z.coerce.number().int().min(10).max(200_000).default(600),
  DEMO_SEED: z.coerce.number().int().default(42),
  FMP_API_KEY: optionalString,
  FMP_BASE_URL: z.url().default('https://financialmodelingprep.com/api/v3'),
  /** The mutual fund scraper's source site (its category, fund and holdings pages); a local mirror in tests. */
  SCRAPER_BASE_URL: z.url().default('https://www.moneycontrol.com'),
  /**
   * The address people open Sanchay at, for links in Telegram messages and the morning brief
   * (e.g. https://sanchay.example.com); unset: http://localhost:<PORT> (docs/OPERATIONS.md).
   */
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  /** Other origins (comma-separated, e.g. https://app.example.com) a browser may call GraphQL from; PUBLIC_URL's always may. */
  CORS_ORIGINS: optionalString.transform((value, context) => {
    const origins: string[] = [];
    for (const item of (value ?? '').split(',').map((o) => o.trim()).filter(Boolean)) {
      if (!URL.canParse(item)) {
        context.addIssue({ code: 'custom', message: `CORS_ORIGINS: "${item}" is not a URL (e.g. https://app.example.com)` });
        return z.NEVER;
      }
      origins.push(new URL(item).origin);
    }
    return origins;
  }),
  /** Telegram bot (BotFather) for DipSIP alerts and the profile's login widget. */
  TELEGRAM_BOT_TOKEN: optionalString,
  TELEGRAM_BOT_NAME: optionalString,
  TELEGRAM_API_BASE: z.url().default('https://api.telegram.org'),
  /** Zerodha Kite Publisher: the API key posted with the offsite basket, and where the basket goes. */
  KITE_API_KEY: optionalString,
  KITE_BASKET_URL: z.url().default('https://kite.zerodha.com/connect/basket'),
  KITE_ACCESS_TOKEN: optionalString,
  /** Live prices (issue 5): `simulated` (seeded random walk from the last close) or `kite` (Kite's ticker WebSocket). */
  LIVE_FEED: z.enum(['simulated', 'kite']).default('simulated'),
  /** Seed of the simulated feed: the same seed replays the same ticks. */
  LIVE_SEED: z.coerce.number().int().default(7),
  /** Simulated ticks outside market hours too (always the case on demo data). */
  LIVE_ALWAYS_ON: booleanFlag.default(false),
  /** Messages one /ws/market socket may send in 10 s; past it the socket is closed (docs/OPERATIONS.md). */
  MARKET_WS_MESSAGES_PER_10S: z.coerce.number().int().min(1).max(100_000).default(100),
  /** /ws/market sockets open at once from one address (request.ip; see TRUST_PROXY); more are refused with 429. */
  MARKET_WS_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(40),
  /** Days the live feed's 1-minute candles are kept in the database (live_candles_1m). */
  CANDLE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Kite's ticker endpoint (LIVE_FEED=kite uses KITE_API_KEY and KITE_ACCESS_TOKEN). */
  KITE_TICKER_URL: z.url().default('wss://ws.kite.trade'),
  /** Options chain (issue 5): risk-free rate for Black-76 IV and greeks, as a decimal (0.065 = 6.5%). */
  DERIVATIVES_RATE: z.coerce.number().min(0).max(0.5).default(0.065),
  /** Most chain:/futures: publishes per second per topic; ticks in between are coalesced into the next one. */
  DERIVATIVES_PUBLISHES_PER_SECOND: z.coerce.number().min(0.1).max(100).default(4),
  /** Research assistant LLM mode: any OpenAI-compatible server (Ollama, vLLM, llama.cpp, hosted); unset = built-in engine only. */
  LLM_BASE_URL: optionalString.pipe(z.url().optional()),
  LLM_MODEL: z.string().trim().min(1).default('llama3.1'),
  LLM_API_KEY: optionalString,
  /** Longest wait for the model server to start answering and between two streamed chunks. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Questions (and saved-prompt runs) one signed-in user may send per minute. */
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Data-array explorer sandbox: warm worker threads running pasted JavaScript (QuickJS), one call each at a time. */
  EXPLORER_SANDBOX_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  /** js_exec calls that may wait for a worker; more are refused with 429 so the server keeps answering. */
  EXPLORER_SANDBOX_QUEUE: z.coerce.number().int().min(0).max(100).default(8),
  /** Time limit of one pasted function (QuickJS interrupt; a main-thread watchdog terminates a worker that overruns). */
  EXPLORER_SANDBOX_TIME_MS: z.coerce.number().int().min(50).max(30_000).default(1000),
  /** Memory limit of one pasted function's QuickJS runtime. */
  EXPLORER_SANDBOX_MEMORY_MB: z.coerce.number().int().min(8).max(1024).default(64),
  /** Explorer array reads (GET /api/chat/arrayview) one signed-in user may make per minute. */
  EXPLORER_ARRAYVIEW_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Run the notification sender and dip checks in this process (turn off on web-only instances). */
  JOBS_ENABLED: booleanFlag.default(true),
});

export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & {
  /** PUBLIC_URL without a trailing slash, or http://localhost:<PORT> when it is not set. */
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was set (a production server without it links to localhost: logged at boot). */
  publicUrlSet: boolean;
  /** DATA_DIR resolved to an absolute path. */
  dataDir: string;
  /** Whether the built-in development identity provider answers. */
  devIdpEnabled: boolean;
};

export class EnvError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const devIdpEnabled = !env.GOOGLE_CLIENT_ID && (env.NODE_ENV !== 'production' || env.DEV_LOGIN);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return { ...env, PUBLIC_URL: publicUrl, publicUrlSet: env.PUBLIC_URL !== undefined, dataDir: path.resolve(env.DATA_DIR), devIdpEnabled };
}
