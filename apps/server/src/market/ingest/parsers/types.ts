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
