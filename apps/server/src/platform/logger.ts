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
  | 'alerts'
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
      : pino({ level }, (destination = bufferedStdout()));
  return root;
}

/** Lines gathered before a write (a write per request line cost about 5% of a small request's CPU time). */
const LOG_BUFFER_BYTES = 4096;
/** Gathered lines are written at least this often, so a quiet server's log stays current. */
const LOG_FLUSH_MS = 1000;

function bufferedStdout(): ReturnType<typeof pino.destination> {
  const stdout = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  setInterval(() => {
    try {
      stdout.flush();
    } catch {
      // Closed at exit, or its file descriptor not open yet: nothing to write now.
    }
  }, LOG_FLUSH_MS).unref();
  return stdout;
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

/**
 * A category's logger. Modules take theirs at load time (`const log = logger('market')`), before main.ts has
 * read the settings and called configureLogger, so it follows the current root: each call goes to a child
 * of the root in place then (made again only when the root is replaced), never to the first JSON root.
 */
export function logger(category: LogCategory): Logger {
  let boundTo: Logger | null = null;
  let child: Logger = root.child({ category });
  const current = (): Logger => {
    if (boundTo !== root) {
      boundTo = root;
      child = root.child({ category });
    }
    return child;
  };
  return new Proxy(child, {
    get(_target, property) {
      const target = current();
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(_target, property, value) {
      return Reflect.set(current(), property, value);
    },
  });
}
