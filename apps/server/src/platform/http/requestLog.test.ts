import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { registerRequestLog } from './requestLog';

function appLoggingTo(lines: Record<string, unknown>[], level: string) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level }, sink) as FastifyBaseLogger, logController: new LogController({ disableRequestLogging: true }) });
  registerRequestLog(app);
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/assets/app.js', async () => 'js');
  app.get('/v1/things', async () => ({ things: [] }));
  return app;
}

describe('request log', () => {
  it('writes one info line per API request, with status and response time, and none for health checks or assets', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, 'info');
    await app.inject('/healthz');
    await app.inject('/assets/app.js');
    await app.inject('/v1/things?x=1');
    await app.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request', method: 'GET', url: '/v1/things?x=1', status: 200 });
    expect(typeof lines[0]?.ms).toBe('number');
  });

  it('logs health checks and assets at debug', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLoggingTo(lines, 'debug');
    await app.inject('/healthz');
    await app.inject('/assets/app.js');
    await app.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.filter((l) => l.msg === 'request').map((l) => [l.level, l.url])).toEqual([
      [20, '/healthz'],
      [20, '/assets/app.js'],
    ]);
  });
});
