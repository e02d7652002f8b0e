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

/** The most of an error's message, stack or SQL parameters one log line carries. */
export const MAX_LOGGED_ERROR_TEXT = 2_000;

function capped(text: string): string {
  return text.length <= MAX_LOGGED_ERROR_TEXT ? text : `${text.slice(0, MAX_LOGGED_ERROR_TEXT)}… (${text.length - MAX_LOGGED_ERROR_TEXT} more characters)`;
}

/**
 * Errors as pino writes them, with long texts cut: a failed query's message repeats all its parameters (a
 * bulk insert's can be 60 KB), and so does the wrapped error it carries.
 */
export function cappedErrorSerializer(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const out = pino.stdSerializers.err(error) as Record<string, unknown>;
  const cut = (value: Record<string, unknown>) => {
    for (const key of ['message', 'stack', 'query']) if (typeof value[key] === 'string') value[key] = capped(value[key] as string);
    if (value.params !== undefined) value.params = capped(JSON.stringify(value.params) ?? '');
    if (value.cause && typeof value.cause === 'object') cut(value.cause as Record<string, unknown>);
  };
  cut(out);
  return out;
}

const serializers = { err: cappedErrorSerializer, error: cappedErrorSerializer };

/** The asynchronous stdout destination of JSON logs (configureLogger), for flushLogs. */
let destination: ReturnType<typeof pino.destination> | null = null;
let root: Logger = pino({ level: process.env.LOG_LEVEL ?? 'info', serializers });

/**
 * Replaces the root logger once the settings are known: readable lines, or JSON for log shippers. JSON lines
 * go through an asynchronous destination (buffered, written off the request path); pino flushes it
 * synchronously on exit, and flushLogs() does so before a deliberate exit.
 */
export function configureLogger(level: string, format: 'pretty' | 'json' = 'json'): Logger {
  root =
    format === 'pretty'
      ? pino({ level, serializers }, pretty({ colorize: process.stdout.isTTY, ignore: 'pid,hostname,category', messageFormat: '{category}: {msg}', translateTime: 'SYS:HH:MM:ss', sync: true }))
      : pino({ level, serializers }, (destination = bufferedStdout()));
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
