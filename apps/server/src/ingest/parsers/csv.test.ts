import { describe, expect, it } from 'vitest';
import { CsvReader, csvRows, readCsv, type CsvRow } from './csv';

const rows = (text: string) => csvRows(text).map((r) => [r.line, ...r.fields]);

/** Feeds `text` in chunks of `size` characters. */
function chunked(text: string, size: number): CsvRow[] {
  const out: CsvRow[] = [];
  const reader = new CsvReader((fields, line) => out.push({ fields, line }));
  for (let i = 0; i < text.length; i += size) reader.push(text.slice(i, i + size));
  reader.end();
  return out;
}

describe('csv reader', () => {
  it('splits plain rows and numbers lines from 1', () => {
    expect(rows('a,b,c\n1,2,3\n')).toEqual([
      [1, 'a', 'b', 'c'],
      [2, '1', '2', '3'],
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and newlines, and counts the lines inside', () => {
    const text = 'symbol,summary,currency\nAA,"Alcoa, Inc. says ""hi""\nsecond line\r\nthird",USD\nB,"x",INR\n';
    expect(rows(text)).toEqual([
      [1, 'symbol', 'summary', 'currency'],
      [2, 'AA', 'Alcoa, Inc. says "hi"\nsecond line\r\nthird', 'USD'],
      [5, 'B', 'x', 'INR'],
    ]);
  });

  it('handles CRLF, lone CR, a BOM, a trailing comma, empty lines and no final newline', () => {
    expect(rows('\uFEFFDate,Close\r\n\r\n"Jan 31, 2022",187.55\rx,\n,\nlast,1')).toEqual([
      [1, 'Date', 'Close'],
      [3, 'Jan 31, 2022', '187.55'],
      [4, 'x', ''],
      [5, '', ''],
      [6, 'last', '1'],
    ]);
  });

  it('keeps an empty quoted field and a trailing empty field at end of input', () => {
    expect(rows('"",a,')).toEqual([[1, '', 'a', '']]);
  });

  it('is lenient with text after a closing quote and an unterminated quote', () => {
    expect(rows('"ab"cd,e\n"open,\nrest')).toEqual([
      [1, 'abcd', 'e'],
      [2, 'open,\nrest'],
    ]);
  });

  it('gives the same rows whatever the chunk size, even when CRLF, quotes and "" are split', () => {
    const text = '\uFEFFh1,h2\r\n"a ""q"", b","multi\r\nline"\r\nplain,2\r\n"",""""\r\nend,x';
    const whole = csvRows(text);
    expect(whole).toHaveLength(5);
    for (const size of [1, 2, 3, 5, 7, 11]) expect(chunked(text, size)).toEqual(whole);
  });

  it('streams from an async iterable', async () => {
    async function* source() {
      yield 'a,b\n1,';
      yield '2\n"x\n';
      yield 'y",3\n';
    }
    const out: CsvRow[] = [];
    for await (const row of readCsv(source())) out.push(row);
    expect(out).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { fields: ['1', '2'], line: 2 },
      { fields: ['x\ny', '3'], line: 3 },
    ]);
  });
});
