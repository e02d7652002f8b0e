import { sliceTurns } from '../../platform/inTurns';

/** A row (or the whole file) that could not be used, and why. `line` is 1-based; the row is skipped. */
export interface ParseProblem {
  file: string;
  line: number;
  message: string;
}

export interface ParseResult<T> {
  rows: T[];
  problems: ParseProblem[];
}

/** Feed a file chunk by chunk, then collect the result. */
export interface IncrementalParser<T> {
  push(chunk: string): void;
  finish(): ParseResult<T>;
}

export type ParserFactory<T> = (fileName: string) => IncrementalParser<T>;

/** A whole file as text, or its chunks in order. */
export type TextInput = string | Iterable<string>;
export type AsyncTextInput = TextInput | AsyncIterable<string>;

export function runParser<T>(factory: ParserFactory<T>, input: TextInput, fileName: string): ParseResult<T> {
  const parser = factory(fileName);
  if (typeof input === 'string') parser.push(input);
  else for (const chunk of input) parser.push(chunk);
  return parser.finish();
}

/** For streams: `parseAsync(createNavAllParser, fs.createReadStream(path, 'utf8'), path)`. */
export async function parseAsync<T>(
  factory: ParserFactory<T>,
  input: AsyncTextInput,
  fileName: string,
): Promise<ParseResult<T>> {
  const parser = factory(fileName);
  if (typeof input === 'string') parser.push(input);
  else for await (const chunk of input) parser.push(chunk);
  return parser.finish();
}

/**
 * Characters parsed at a time, with a turn of the event loop once a few milliseconds of slices have run: a
 * 128 KB slice of a wide CSV (Screener's 50-odd columns) held the loop 30-80 ms with its garbage collection.
 */
const CHARS_PER_SLICE = 16 * 1024;

/**
 * Parses a whole text in slices with a turn of the event loop between them, so a large file does not
 * hold up timers and requests (the first start loads the mirror while the server answers /healthz).
 */
export async function parseInTurns<T>(
  factory: ParserFactory<T>,
  text: string,
  fileName: string,
): Promise<ParseResult<T>> {
  const parser = factory(fileName);
  const turn = sliceTurns();
  for (let offset = 0; offset < text.length; offset += CHARS_PER_SLICE) {
    parser.push(text.slice(offset, offset + CHARS_PER_SLICE));
    await turn();
  }
  return parser.finish();
}
