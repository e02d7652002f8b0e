/**
 * Just enough of zip (NSE ships bhavcopies as .csv.zip) and tar (the somnath archive is a .tar.gz) to
 * read their files with node:zlib, without a dependency. Zip: stored and deflated entries through the
 * central directory (no zip64, no encryption). Tar: ustar/GNU headers, GNU long names and pax paths.
 */
import zlib from 'node:zlib';

export interface ArchiveEntry {
  name: string;
  data: Buffer;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** Every file in a zip archive, in central-directory order. */
export function unzip(bytes: Uint8Array): ArchiveEntry[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end === -1) throw new Error('not a zip archive (no end of central directory)');
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const entries: ArchiveEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (buf.readUInt32LE(at) !== CENTRAL) throw new Error('corrupt zip central directory');
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    if (buf.readUInt32LE(local) !== LOCAL) throw new Error(`corrupt zip entry ${name}`);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + compressed);
    if (method === 0) entries.push({ name, data: Buffer.from(raw) });
    else if (method === 8) entries.push({ name, data: zlib.inflateRawSync(raw) });
    else throw new Error(`zip entry ${name}: compression method ${method} is not supported`);
  }
  return entries;
}

function field(block: Buffer, from: number, length: number): string {
  const raw = block.subarray(from, from + length);
  const nul = raw.indexOf(0);
  return raw.toString('utf8', 0, nul === -1 ? raw.length : nul);
}

function octal(block: Buffer, from: number, length: number): number {
  const text = field(block, from, length).trim();
  return text === '' ? 0 : Number.parseInt(text, 8);
}

/** `path=` from a pax extended header. */
function paxPath(data: Buffer): string | null {
  const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString('utf8'));
  return match?.[1] ?? null;
}

/** Regular files of a tar stream (already gunzipped), one at a time, without holding the whole archive. */
export async function* tarEntries(chunks: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<ArchiveEntry> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const take = (n: number): Buffer => {
    const all = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = all.length > n ? [all.subarray(n)] : [];
    pendingBytes = all.length - n;
    return all.subarray(0, n);
  };
  let header: Buffer | null = null;
  let need = 512;
  let longName: string | null = null;
  for await (const chunk of chunks) {
    pending.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    pendingBytes += chunk.length;
    while (pendingBytes >= need) {
      if (header === null) {
        header = take(512);
        if (header.every((b) => b === 0)) return; // end-of-archive marker
        const size = octal(header, 124, 12);
        need = Math.ceil(size / 512) * 512;
        if (need === 0) need = -1; // a body-less entry (directory): handled below without reading
        continue;
      }
      const size = octal(header, 124, 12);
      const body = need > 0 ? take(need).subarray(0, size) : Buffer.alloc(0);
      const type = String.fromCharCode(header[156] ?? 0);
      const prefix = field(header, 345, 155);
      const name = longName ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
      header = null;
      need = 512;
      if (type === 'L') longName = body.toString('utf8').replace(/\0+$/, '');
      else if (type === 'x') longName = paxPath(body) ?? longName;
      else {
        longName = null;
        if (type === '0' || type === '\0') yield { name, data: Buffer.from(body) };
      }
    }
  }
}
