import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isGzip, isZip, tarEntries, unzip } from './archives';
import { tarGzOf, zipOf } from '../../test/factories/ingestTestKit';

describe('unzip', () => {
  it('reads deflated entries through the central directory', () => {
    const zip = zipOf({ 'a.csv': 'x,y\n1,2\n', 'b.csv': 'long '.repeat(1000) });
    expect(isZip(zip)).toBe(true);
    const entries = unzip(zip);
    expect(entries.map((e) => [e.name, e.data.toString()])).toEqual([
      ['a.csv', 'x,y\n1,2\n'],
      ['b.csv', 'long '.repeat(1000)],
    ]);
  });

  it('refuses what is not a zip', () => {
    expect(() => unzip(Buffer.from('SYMBOL,SERIES\n'))).toThrow('not a zip archive');
  });
});

describe('tarEntries', () => {
  it('streams the files of a tar.gz in small chunks, skipping the directory entry', async () => {
    const content = { 'A.csv': 'date,close\n01-01-2020,1\n', 'B.csv': 'b'.repeat(1300), 'EMPTY.csv': '' };
    const gz = tarGzOf('data', content);
    expect(isGzip(gz)).toBe(true);
    const tar = zlib.gunzipSync(gz);
    const chunks = Array.from({ length: Math.ceil(tar.length / 100) }, (_, i) => tar.subarray(i * 100, (i + 1) * 100));
    const entries: [string, string][] = [];
    for await (const entry of tarEntries(Readable.from(chunks))) entries.push([entry.name, entry.data.toString()]);
    expect(entries).toEqual([
      ['data/A.csv', content['A.csv']],
      ['data/B.csv', content['B.csv']],
      ['data/EMPTY.csv', ''],
    ]);
  });
});
