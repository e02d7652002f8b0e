/** The `npm run ingest` command line: arguments, a TTY progress bar and the report table. */
import { ALL_SOURCES, DEFAULT_SOURCES } from './index';
import type { IngestProgressEvent, IngestReport } from './types';

/** A mistake in the command line: shown with the usage text. */
export class UsageError extends Error {}

export const INGEST_USAGE = `Usage: npm run ingest -- [sources...] [--from DIR] [--force] [--database-url URL]

Sources (default: ${DEFAULT_SOURCES.join(' ')}):
  ${ALL_SOURCES.join(' ')}
Options:
  --from DIR            read the files from a mirror folder (default: $DATA_MIRROR; else download them)
  --force               load files even when they are unchanged since the last load
  --database-url URL    a PostgreSQL database (default: $DATABASE_URL; else PGlite in $DATA_DIR)
`;

export interface IngestArgs {
  sources: string[];
  from?: string;
  force: boolean;
  databaseUrl?: string;
  help: boolean;
}

export function parseIngestArgs(argv: readonly string[]): IngestArgs {
  const args: IngestArgs = { sources: [], force: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '') throw new UsageError(`${flag} needs a value`);
      return next;
    };
    if (flag === '--from') args.from = value();
    else if (flag === '--database-url') args.databaseUrl = value();
    else if (flag === '--force') args.force = true;
    else if (flag === '--help' || flag === '-h') args.help = true;
    else if (flag.startsWith('-')) throw new UsageError(`unknown option ${flag}`);
    else if (ALL_SOURCES.includes(flag)) args.sources.push(flag);
    else throw new UsageError(`unknown source ${flag}`);
  }
  return args;
}

/** A one-line progress bar, redrawn at most 10 times a second (TTY only). */
export function progressPrinter(): { onProgress: (event: IngestProgressEvent) => void; clear: () => void } {
  let last = 0;
  let drawn = false;
  const clear = () => {
    if (drawn) process.stdout.write('\r\x1b[2K');
    drawn = false;
  };
  const onProgress = (event: IngestProgressEvent) => {
    const now = Date.now();
    if (now - last < 100) return;
    last = now;
    const width = 24;
    const share = event.total ? Math.min(1, event.done / event.total) : null;
    const bar =
      share === null
        ? ''
        : `[${'#'.repeat(Math.round(share * width)).padEnd(width, '.')}] ${Math.round(share * 100)}% `;
    const count = event.total ? `${event.done}/${event.total}` : `${event.done}`;
    const line = `${event.source.padEnd(16)} ${bar}${count} ${event.file}`;
    process.stdout.write(`\r\x1b[2K${line.slice(0, (process.stdout.columns || 100) - 1)}`);
    drawn = true;
  };
  return { onProgress, clear };
}

const perSecond = (rows: number, ms: number) => (ms > 0 ? Math.round(rows / (ms / 1000)) : 0);

export function formatIngestReport(report: IngestReport): string {
  const header = ['source', 'files', 'skipped', 'rows', 'rows/s', 'problems', 'time', 'note'];
  const body = report.sources.map((s) => [
    s.source,
    String(s.files),
    String(s.skippedFiles),
    String(s.rows),
    String(perSecond(s.rows, s.ms)),
    String(s.problems),
    `${(s.ms / 1000).toFixed(1)}s`,
    s.error ? `FAILED: ${s.error}` : (s.note ?? ''),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const lines = [line(header), ...body.map(line)];
  lines.push(
    `total: ${report.totalRows} rows in ${(report.totalMs / 1000).toFixed(1)}s (${perSecond(report.totalRows, report.totalMs)} rows/s)`,
  );
  for (const s of report.sources.filter((r) => r.sampleProblems.length > 0)) {
    lines.push(`\n${s.source}: ${s.problems} problem(s), first ${s.sampleProblems.length}:`);
    for (const p of s.sampleProblems) lines.push(`  ${p.file}:${p.line}: ${p.message}`);
  }
  return lines.join('\n');
}
