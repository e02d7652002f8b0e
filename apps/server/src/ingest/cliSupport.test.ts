import { describe, expect, it } from 'vitest';
import { formatIngestReport, parseIngestArgs, UsageError } from './cliSupport';

describe('parseIngestArgs', () => {
  it('reads sources and options in either form', () => {
    expect(parseIngestArgs(['amfi', 'eod', '--from', '/data', '--force'])).toEqual({
      sources: ['amfi', 'eod'],
      from: '/data',
      force: true,
      help: false,
    });
    expect(parseIngestArgs(['--database-url=postgres://x/y'])).toMatchObject({
      sources: [],
      databaseUrl: 'postgres://x/y',
    });
  });

  it('refuses unknown sources, unknown options and missing values', () => {
    expect(() => parseIngestArgs(['nope'])).toThrow(UsageError);
    expect(() => parseIngestArgs(['--fast'])).toThrow('unknown option --fast');
    expect(() => parseIngestArgs(['--from'])).toThrow('--from needs a value');
  });
});

describe('formatIngestReport', () => {
  it('prints one line per source with rows/s, the total, and the first problems with file:line', () => {
    const text = formatIngestReport({
      sources: [
        {
          source: 'amfi',
          files: 1,
          rows: 14000,
          problems: 1,
          ms: 2000,
          skippedFiles: 0,
          sampleProblems: [{ file: 'NAVAll.txt', line: 15, message: 'expected 6 fields, found 5' }],
        },
        {
          source: 'eod',
          files: 0,
          rows: 0,
          problems: 0,
          ms: 10,
          skippedFiles: 0,
          sampleProblems: [],
          error: 'download failed',
        },
      ],
      totalRows: 14000,
      totalMs: 2010,
    });
    expect(text).toContain('amfi        1        0  14000    7000         1  2.0s');
    expect(text).toContain('FAILED: download failed');
    expect(text).toContain('total: 14000 rows in 2.0s (6965 rows/s)');
    expect(text).toContain('  NAVAll.txt:15: expected 6 fields, found 5');
  });
});
