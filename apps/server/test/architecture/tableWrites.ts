/**
 * Finds which feature writes which table, from the source text: the owner of a table is the feature whose
 * files declare it with pgTable('name') (its schema.ts or schema/ folder); a write is an SQL `insert into` / `update` /
 * `delete from` / `truncate` naming the table, drizzle's `.insert(t)` / `.update(t)` / `.delete(t)` of a table
 * object, or the ingest batch writer's `table: 'name'` spec.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface TableDeclaration {
  table: string;
  /** The exported constant drizzle code refers to (`userInstruments`). */
  constant: string;
  feature: string;
}

export interface TableWrite {
  file: string;
  line: number;
  feature: string;
  table: string;
}

const PG_TABLE = /export\s+const\s+(\w+)\s*=\s*pgTable\(\s*['"]([a-z0-9_]+)['"]/g;
const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?([a-z][a-z0-9_]*)"?/gi;
const DRIZZLE_WRITE = /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g;
const SPEC_TABLE = /\btable:\s*['"]([a-z][a-z0-9_]*)['"]/g;

/** Top-level folder of a file under the server's src/ (the feature, or app/, cli/, platform/). */
export const featureOf = (srcRoot: string, file: string) => path.relative(srcRoot, file).split(path.sep)[0]!;

export function listSourceFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
}

export function tableDeclarations(srcRoot: string): TableDeclaration[] {
  const declarations: TableDeclaration[] = [];
  for (const file of listSourceFiles(srcRoot)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(PG_TABLE)) {
      declarations.push({ constant: match[1]!, table: match[2]!, feature: featureOf(srcRoot, file) });
    }
  }
  return declarations;
}

/** Comments out of the way (their words "update the ..." are no writes), keeping line numbers. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every write to a declared table in one file's text. */
export function writesIn(text: string, file: string, feature: string, declarations: TableDeclaration[]): TableWrite[] {
  const byName = new Map(declarations.map((d) => [d.table, d]));
  const byConstant = new Map(declarations.map((d) => [d.constant, d]));
  const code = withoutComments(text);
  const writes: TableWrite[] = [];
  const add = (table: string | undefined, index: number) => {
    if (table) writes.push({ file, line: lineAt(code, index), feature, table });
  };
  for (const m of code.matchAll(SQL_WRITE)) add(byName.get(m[1]!.toLowerCase())?.table, m.index);
  for (const m of code.matchAll(DRIZZLE_WRITE)) add(byConstant.get(m[1]!)?.table, m.index);
  for (const m of code.matchAll(SPEC_TABLE)) add(byName.get(m[1]!)?.table, m.index);
  return writes;
}

export interface OwnershipRules {
  /** Tables another feature may write, with the writer: the declared exceptions. */
  grants: ReadonlyArray<{ writer: string; owner: string; tables: ReadonlySet<string> | 'all'; why: string }>;
}

/** Writes to a table by a feature that does not own it and holds no grant for it. */
export function foreignWrites(srcRoot: string, rules: OwnershipRules): Array<TableWrite & { owner: string }> {
  const declarations = tableDeclarations(srcRoot);
  const owners = new Map(declarations.map((d) => [d.table, d.feature]));
  const problems: Array<TableWrite & { owner: string }> = [];
  for (const file of listSourceFiles(srcRoot)) {
    const feature = featureOf(srcRoot, file);
    for (const write of writesIn(fs.readFileSync(file, 'utf8'), path.relative(srcRoot, file), feature, declarations)) {
      const owner = owners.get(write.table)!;
      if (owner === feature) continue;
      const granted = rules.grants.some(
        (g) => g.writer === feature && g.owner === owner && (g.tables === 'all' || g.tables.has(write.table)),
      );
      if (!granted) problems.push({ ...write, owner });
    }
  }
  return problems;
}
