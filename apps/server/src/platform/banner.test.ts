import { DATA_SOURCE_DEFINITIONS } from '@sanchay/core';
import { describe, expect, it } from 'vitest';
import { startBanner, safeDatabaseUrl } from './banner';
import { parseEnv } from './env';

describe('start banner', () => {
  it('says where it serves, which database, which data and the dates of its figures', () => {
    const env = parseEnv({ PORT: '3000', DATA_DIR: './.sanchay' });
    const sources = DATA_SOURCE_DEFINITIONS.map((d) => ({ ...d, asOf: d.id === 'stock_prices' ? '2025-09-30' : d.id === 'index_levels' ? '2026-01-22' : null }));
    const text = startBanner(env, { kind: 'pglite' }, { dataOrigin: 'mirror', sources }, '../shared/data/raw');
    expect(text).toContain('Sanchay    http://127.0.0.1:3000');
    expect(text).toContain('Database   PGlite in ./.sanchay');
    expect(text).toContain('Data       mirror (../shared/data/raw)');
    expect(text).toContain('Stock prices 30 Sep 2025');
    expect(text).toContain('Index levels (NIFTY 50) 22 Jan 2026');
    expect(text).toContain('Older than they should be: Stock prices, ETF prices');
    expect(text.split('\n').length).toBeLessThan(12);
  });

  it('never prints a database password', () => {
    expect(safeDatabaseUrl('postgres://root:s3cret@db.internal:5432/sanchay')).toBe('db.internal:5432/sanchay');
  });
});
