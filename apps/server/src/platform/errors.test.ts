import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError, asAppError, isDatabaseUnavailable } from './errors';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database unavailable errors', () => {
  it('recognises shutdown, cannot-connect, connection-class and socket errors, also inside a Drizzle query error', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', 'ECONNREFUSED', 'ECONNRESET']) {
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], pgError(code))), `wrapped ${code}`).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('leaves other errors alone: a constraint violation, a bug, another service refusing a fetch', () => {
    expect(isDatabaseUnavailable(pgError('23505'))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert', [], pgError('22P05')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is not a function'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new TypeError('fetch failed'), { cause: pgError('ECONNREFUSED') }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('maps to one 503 body; domain errors pass through', () => {
    expect(asAppError(pgError('57P01'))?.status).toBe(503);
    expect(asAppError(pgError('57P01'))?.toBody()).toEqual({
      error: 'database_unavailable',
      message: 'The database is not reachable right now; try again in a moment.',
    });
    const domain = new AppError(404, 'not_found', 'Not found.');
    expect(asAppError(domain)).toBe(domain);
    expect(asAppError(new Error('bug'))).toBeNull();
  });
});
