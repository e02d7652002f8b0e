import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('runs zod jitless once the entry has set the flag', async () => {
    await import('./zodJitless');
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
  });
});
