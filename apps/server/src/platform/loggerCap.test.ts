import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cappedErrorSerializer, MAX_LOGGED_ERROR_TEXT } from './logger';

describe('logged errors', () => {
  it("cut a failed query's long parameters and its cause's long message", () => {
    const params = Array.from({ length: 5_000 }, (_, i) => `value-${i}`);
    const cause = new Error(`insert failed: ${'x'.repeat(10_000)}`);
    const error = new DrizzleQueryError('insert into t values ($1, ...)', params, cause);
    const logged = cappedErrorSerializer(error) as Record<string, unknown>;
    const line = JSON.stringify(logged);
    expect(line.length).toBeLessThan(5 * (MAX_LOGGED_ERROR_TEXT + 100));
    expect(String(logged.message)).toContain('Failed query');
    expect(String(logged.message)).toContain('more characters)');
  });
  it('leave short errors as they are', () => {
    const logged = cappedErrorSerializer(new Error('boom')) as Record<string, unknown>;
    expect(logged.message).toBe('boom');
    expect(cappedErrorSerializer('not an error')).toBe('not an error');
  });
});
