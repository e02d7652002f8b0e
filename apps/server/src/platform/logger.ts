import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

/** The closed set of log categories (style-anchors convention 12). */
export type LogCategory =
  | 'http'
  | 'db'
  | 'identity'
  | 'account'
  | 'graphql'
  | 'feedback'
  | 'market'
  | 'explorer'
  | 'boot'
  | 'telegram'
  | 'notifications'
  | 'dipsip'
  | 'scraper'
  | 'chat'
  | 'research'
  | 'live'
  | 'derivatives';

/** The asynchronous stdout destination of JSON logs (configureLogger), for flushLogs. */
let destination: ReturnType<typeof pino.destination> | null = null;
let root: Logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });

/**
 * Replaces the root logger once the settings are known: readable lines, or JSON for log shippers. JSON lines
 * go through an asynchronous destination (buffered, written off the request path); pino flushes it
 * synchronously on exit, and flushLogs() does so before a deliberate exit.
 */
export function configureLogger(level: string, format: 'pretty' | 'json' = 'json'): Logger {
  root =
    format === 'pretty'
      ? pino({ level }, pretty({ colorize: process.stdout.isTTY, ignore: 'pid,hostname,category', messageFormat: '{category}: {msg}', translateTime: 'SYS:HH:MM:ss', sync: true }))
      : pino({ level }, (destination = pino.destination({ dest: 1, sync: false })));
  return root;
}

/** Writes out buffered log lines now (before process.exit, and on a fatal error). */
export function flushLogs(): void {
  try {
    destination?.flushSync();
  } catch {
    // Nothing buffered yet (sonic-boom refuses flushSync before its file descriptor is ready).
  }
}

export function rootLogger(): Logger {
  return root;
}

export function logger(category: LogCategory): Logger {
  return root.child({ category });
}
