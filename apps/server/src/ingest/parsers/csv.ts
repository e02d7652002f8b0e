/**
 * A small RFC 4180 CSV reader: quoted fields with embedded commas, doubled quotes and newlines,
 * LF / CRLF / lone CR line ends, a leading BOM. Lenient where files in the wild are sloppy:
 * text after a closing quote is kept, and an unterminated quote runs to the end of the input.
 * Empty lines are skipped. Each row carries the 1-based line on which it starts.
 */

export interface CsvRow {
  fields: string[];
  line: number;
}

export type CsvRowHandler = (fields: string[], line: number) => void;

const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * Push-based reader: feed chunks, get rows through the callback. A row cut by a chunk boundary
 * is kept as carry and rescanned with the next chunk, so per-chunk work stays linear as long as
 * rows are much smaller than chunks (always true for the files we ingest).
 */
export class CsvReader {
  private carry = '';
  private line = 1;
  private started = false;

  constructor(private readonly onRow: CsvRowHandler) {}

  push(chunk: string): void {
    if (!this.started && chunk !== '') {
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    const buffer = this.carry === '' ? chunk : this.carry + chunk;
    const consumed = this.scan(buffer, false);
    this.carry = consumed === buffer.length ? '' : buffer.slice(consumed);
  }

  end(): void {
    if (this.carry !== '') this.scan(this.carry, true);
    this.carry = '';
  }

  /** Emits every complete row of `buf`; returns how many characters were consumed. */
  private scan(buf: string, final: boolean): number {
    const n = buf.length;
    let i = 0;
    while (i < n) {
      const rowStart = i;
      const fields: string[] = [];
      let extraLines = 0; // newlines inside quoted fields
      let sawQuote = false;
      for (;;) {
        let value: string;
        if (buf.charCodeAt(i) === QUOTE) {
          sawQuote = true;
          const fieldStart = i;
          let segment = i + 1;
          let j = segment;
          value = '';
          for (;;) {
            const q = buf.indexOf('"', j);
            if (q === -1) {
              if (!final) return rowStart;
              value += buf.slice(segment);
              i = n;
              break;
            }
            if (q + 1 === n && !final) return rowStart; // cannot tell "" from a closing quote yet
            if (buf.charCodeAt(q + 1) === QUOTE) {
              value += buf.slice(segment, q + 1);
              j = segment = q + 2;
              continue;
            }
            value += buf.slice(segment, q);
            i = q + 1;
            break;
          }
          extraLines += countLines(buf, fieldStart, i);
          // Lenient: keep anything between the closing quote and the next delimiter.
          const tailStart = i;
          while (i < n) {
            const c = buf.charCodeAt(i);
            if (c === COMMA || c === LF || c === CR) break;
            i++;
          }
          if (i > tailStart) value += buf.slice(tailStart, i);
        } else {
          const start = i;
          while (i < n) {
            const c = buf.charCodeAt(i);
            if (c === COMMA || c === LF || c === CR) break;
            i++;
          }
          value = buf.slice(start, i);
        }
        fields.push(value);

        if (i >= n) {
          if (!final) return rowStart;
          break;
        }
        const c = buf.charCodeAt(i);
        if (c === COMMA) {
          i++;
          if (i >= n) {
            if (!final) return rowStart;
            fields.push('');
            break;
          }
          continue;
        }
        if (c === CR) {
          if (i + 1 >= n && !final) return rowStart; // a CRLF may be split across chunks
          i += buf.charCodeAt(i + 1) === LF ? 2 : 1;
        } else {
          i++; // LF
        }
        break;
      }
      const line = this.line;
      this.line += 1 + extraLines;
      if (fields.length === 1 && fields[0] === '' && !sawQuote) continue; // empty line
      this.onRow(fields, line);
    }
    return n;
  }
}

/** Counts line breaks (LF, CRLF or lone CR) in buf[from, to). */
function countLines(buf: string, from: number, to: number): number {
  let count = 0;
  for (let k = from; k < to; k++) {
    const c = buf.charCodeAt(k);
    if (c === LF) count++;
    else if (c === CR && buf.charCodeAt(k + 1) !== LF) count++;
  }
  return count;
}

/** Reads a whole string synchronously. */
export function forEachCsvRow(text: string | Iterable<string>, onRow: CsvRowHandler): void {
  const reader = new CsvReader(onRow);
  if (typeof text === 'string') reader.push(text);
  else for (const chunk of text) reader.push(chunk);
  reader.end();
}

/** All rows of a string, as an array. */
export function csvRows(text: string | Iterable<string>): CsvRow[] {
  const rows: CsvRow[] = [];
  forEachCsvRow(text, (fields, line) => rows.push({ fields, line }));
  return rows;
}

/** Streams rows from a string or (async) iterable of chunks, e.g. a `fs.createReadStream(path, 'utf8')`. */
export async function* readCsv(input: string | Iterable<string> | AsyncIterable<string>): AsyncGenerator<CsvRow> {
  let pending: CsvRow[] = [];
  const reader = new CsvReader((fields, line) => pending.push({ fields, line }));
  const drain = function* () {
    const rows = pending;
    pending = [];
    yield* rows;
  };
  if (typeof input === 'string') {
    reader.push(input);
  } else {
    for await (const chunk of input) {
      reader.push(chunk);
      yield* drain();
    }
  }
  reader.end();
  yield* drain();
}
