/** The NSE calendar's special sessions against the real NIFTY 50 daily files of the data mirror (skipped without it). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTradingDay, SPECIAL_SESSIONS } from '@sanchay/core';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const mirror = process.env.DATA_MIRROR ?? path.resolve(repoRoot, '../shared/data/raw');
const nifty50 = path.join(mirror, 'nifty50-ohlcv-2020-2025');

describe('NSE special sessions in the mirror', () => {
  it.skipIf(!fs.existsSync(nifty50))('has a bar in every NIFTY 50 file of the mirror on each special session it covers', () => {
    const files = fs.readdirSync(nifty50).filter((f) => f.endsWith('.csv'));
    expect(files.length).toBe(50);
    const covered = SPECIAL_SESSIONS.filter((s) => s.date >= '2020-10-01' && s.date <= '2025-09-30').map((s) => s.date);
    expect(covered).toEqual(['2024-01-20', '2024-11-01', '2025-02-01']);
    for (const file of files) {
      const days = new Set(fs.readFileSync(path.join(nifty50, file), 'utf8').split('\n').map((line) => line.slice(0, 10)));
      for (const date of covered) expect(days.has(date) && isTradingDay(date, 'weekdays-open'), `${file} ${date}`).toBe(true);
      // The mirror has no bar on a plain weekend around the Budget day.
      expect(days.has('2025-02-02'), file).toBe(false);
    }
  });
});
