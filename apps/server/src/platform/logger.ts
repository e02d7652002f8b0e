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

let root: Logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });

/** Replaces the root logger once the settings are known: readable lines, or JSON for log shippers. */
export function configureLogger(level: string, format: 'pretty' | 'json' = 'json'): Logger {
  root =
    format === 'pretty'
      ? pino({ level }, pretty({ colorize: process.stdout.isTTY, ignore: 'pid,hostname,category', messageFormat: '{category}: {msg}', translateTime: 'SYS:HH:MM:ss', sync: true }))
      : pino({ level });
  return root;
}

export function rootLogger(): Logger {
  return root;
}

export function logger(category: LogCategory): Logger {
  return root.child({ category });
}
