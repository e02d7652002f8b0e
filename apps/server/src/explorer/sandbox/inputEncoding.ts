/**
 * How the fetched arrays enter the sandbox. Rows go in column by column as ONE JSON string (parsed by
 * QuickJS's own JSON.parse), and a generated set-up function rebuilds the row objects with literal keys.
 * Measured on 100,000 rows of 4 fields: row JSON ~210 ms inside QuickJS, columns + rebuild ~130 ms
 * (fewer, shorter strings to parse; object literals of one shape are cheap to create).
 */

export type Row = Record<string, unknown>;

export interface SandboxInput {
  /** Array name -> rows. Rows of an array should share their keys; a missing key arrives as null. */
  arrays: Record<string, readonly Row[]>;
  /** The function's second argument, e.g. { country: 'IN' }. */
  context: Record<string, unknown>;
}

export interface EncodedInput {
  /** A trusted function expression run before the user's code: (inputJson) => [arrays, context, JSON.stringify]. */
  setupSource: string;
  inputJson: string;
}

/** Keys in order of first appearance over all rows. */
export function fieldsOf(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key in row) if (Object.hasOwn(row, key)) seen.add(key);
  return [...seen];
}

/** An object-literal property for a field; `__proto__` must be computed or it would set the prototype. */
const property = (field: string, i: number) => `${field === '__proto__' ? `[${JSON.stringify(field)}]` : JSON.stringify(field)}: c${i}[i]`;

function builderSource(fields: readonly string[]): string {
  const columns = fields.map((_, i) => `c${i} = t.c[${i}]`).join(', ');
  const literal = `{ ${fields.map(property).join(', ')} }`;
  return `function (t) { const n = t.n, out = new Array(n)${columns ? `, ${columns}` : ''}; for (let i = 0; i < n; i++) out[i] = ${literal}; return out; }`;
}

export function encodeInput(input: SandboxInput): EncodedInput {
  const names = Object.keys(input.arrays);
  const builders: string[] = [];
  const tables = names.map((name) => {
    const rows = input.arrays[name] ?? [];
    const fields = fieldsOf(rows);
    builders.push(builderSource(fields));
    return { n: rows.length, c: fields.map((f) => rows.map((r) => r[f] ?? null)) };
  });
  const setupSource = `(function (inputJson) {
  const stringify = JSON.stringify;
  const input = JSON.parse(inputJson);
  const build = [${builders.join(',\n')}];
  const arrays = {};
  for (let a = 0; a < build.length; a++) Object.defineProperty(arrays, input.names[a], { value: build[a](input.tables[a]), enumerable: true, writable: true, configurable: true });
  return [arrays, input.context, stringify];
})`;
  return { setupSource, inputJson: JSON.stringify({ names, tables, context: input.context }) };
}
