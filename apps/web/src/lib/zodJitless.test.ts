import { describe, expect, it } from 'vitest';
import { makeZodJitless } from './zodJitless';

describe('zod without eval', () => {
  it('runs zod jitless once the entry has set the flag', async () => {
    makeZodJitless();
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
  });
});
