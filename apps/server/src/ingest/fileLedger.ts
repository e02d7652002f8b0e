/**
 * The ingest_files ledger: a file whose sha256 matches its last load is skipped (unless forced), and
 * every load records its rows, problems and first problems. `eachFile` is the loop every loader uses.
 */
import { sql } from 'drizzle-orm';
import { fetchFile, type FileSpec, type LoadedFile } from './fileSource';
import type { ParseProblem } from './parsers/index';
import { queryRows, upsertRows, type UpsertSpec } from './sqlBatch';
import { SAMPLE_PROBLEMS, type LoaderContext } from './types';

export interface FileOutcome {
  rows: number;
  problems: readonly ParseProblem[];
  /**
   * Rows pointed at listings that do not exist yet (e.g. prices loaded before the securities list):
   * the file is recorded but not skipped next time, so it loads fully once its listings exist.
   */
  incomplete?: boolean;
}

const LEDGER: UpsertSpec = {
  table: 'ingest_files',
  columns: {
    key: 'text',
    source: 'text',
    sha256: 'text',
    rows: 'integer',
    problems: 'integer',
    sample_problems: 'jsonb',
  },
  conflict: ['key'],
  update: {
    source: 'excluded.source',
    sha256: 'excluded.sha256',
    rows: 'excluded.rows',
    problems: 'excluded.problems',
    sample_problems: 'excluded.sample_problems',
    loaded_at: 'now()',
  },
};

const keyOf = (source: string, name: string) => `${source}:${name}`;

async function knownHashes(ctx: LoaderContext): Promise<Map<string, string>> {
  const rows = await queryRows<{ key: string; sha256: string }>(
    ctx.db,
    sql`select key, sha256 from ingest_files where source = ${ctx.report.source}`,
  );
  return new Map(rows.map((r) => [r.key, r.sha256]));
}

export async function recordFile(ctx: LoaderContext, file: LoadedFile, outcome: FileOutcome): Promise<void> {
  await upsertRows(ctx.db, LEDGER, [
    {
      key: keyOf(ctx.report.source, file.name),
      source: ctx.report.source,
      sha256: outcome.incomplete ? `incomplete:${file.sha256}` : file.sha256,
      rows: outcome.rows,
      problems: outcome.problems.length,
      sample_problems: outcome.problems.slice(0, SAMPLE_PROBLEMS),
    },
  ]);
}

function count(ctx: LoaderContext, outcome: FileOutcome): void {
  ctx.report.files++;
  ctx.report.rows += outcome.rows;
  ctx.problems(outcome.problems);
}

/** Skips `file` when its sha256 matches the ledger (unless forced); else loads, counts and records it. */
async function loadUnlessUnchanged(
  ctx: LoaderContext,
  hashes: Map<string, string>,
  file: LoadedFile,
  load: (file: LoadedFile) => Promise<FileOutcome>,
): Promise<void> {
  if (!ctx.options.force && hashes.get(keyOf(ctx.report.source, file.name)) === file.sha256) {
    ctx.report.skippedFiles++;
    return;
  }
  const outcome = await load(file);
  count(ctx, outcome);
  await recordFile(ctx, file, outcome);
}

/** The same for one file that did not come from fetchFile (e.g. a list derived from file names). */
export async function loadFile(
  ctx: LoaderContext,
  file: LoadedFile,
  load: (file: LoadedFile) => Promise<FileOutcome>,
): Promise<void> {
  await loadUnlessUnchanged(ctx, await knownHashes(ctx), file, load);
}

/**
 * Reads each file, skips the unchanged ones, hands the rest to `load` and records them. A file that is
 * absent (mirror) or not published (optional online file) is passed over.
 */
export async function eachFile(
  ctx: LoaderContext,
  specs: readonly FileSpec[],
  load: (file: LoadedFile) => Promise<FileOutcome>,
): Promise<void> {
  const hashes = await knownHashes(ctx);
  let index = 0;
  for (const spec of specs) {
    index++;
    const file = await fetchFile(ctx, spec);
    ctx.options.onProgress?.({ source: ctx.report.source, file: spec.name, done: index, total: specs.length });
    if (file !== null) await loadUnlessUnchanged(ctx, hashes, file, load);
  }
}

/**
 * For sources whose files only make sense together (the Screener export joins 11 files): all are read,
 * and the group is skipped only when every file is unchanged.
 */
export async function fileGroup(
  ctx: LoaderContext,
  specs: readonly FileSpec[],
  load: (files: LoadedFile[]) => Promise<FileOutcome>,
): Promise<LoadedFile[]> {
  const hashes = await knownHashes(ctx);
  const files: LoadedFile[] = [];
  for (const spec of specs) {
    const file = await fetchFile(ctx, spec);
    ctx.options.onProgress?.({
      source: ctx.report.source,
      file: spec.name,
      done: files.length + 1,
      total: specs.length,
    });
    if (file) files.push(file);
  }
  if (files.length === 0) return files;
  const unchanged = files.every((f) => hashes.get(keyOf(ctx.report.source, f.name)) === f.sha256);
  if (unchanged && !ctx.options.force) {
    ctx.report.skippedFiles += files.length;
    return files;
  }
  const outcome = await load(files);
  count(ctx, outcome);
  ctx.report.files += files.length - 1;
  for (const file of files) {
    const own = outcome.problems.filter((p) => p.file === file.name);
    await recordFile(ctx, file, { rows: outcome.rows, problems: own, incomplete: outcome.incomplete });
  }
  return files;
}
