import { afterAll, describe, expect, it } from 'vitest';
import { configureLogger, logger } from './logger';

describe('logger', () => {
  afterAll(() => configureLogger(process.env.LOG_LEVEL ?? 'info'));

  it('a logger taken before configureLogger follows the configured root (pretty in development)', () => {
    const early = logger('boot');
    configureLogger('error', 'pretty');
    expect(early.level).toBe('error');
    configureLogger('debug', 'json');
    expect(early.level).toBe('debug');
    expect(early.isLevelEnabled('debug')).toBe(true);
  });
});
