/**
 * Rows in PostgreSQL's binary COPY format (https://www.postgresql.org/docs/current/sql-copy.html, "Binary
 * Format"): a signature header, then per row a 16-bit field count and per field a 32-bit length (-1 for
 * NULL) and the value in network byte order. Binary COPY skips the server's text parsing of numbers and
 * dates, which made loading about three times faster than text COPY on PGlite.
 */
import { PG_EPOCH_DAY } from './calendar';

const SIGNATURE = [0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00]; // PGCOPY\n\377\r\n\0
const TWO_32 = 4_294_967_296;
/** 2000-01-01 in Unix milliseconds (PostgreSQL's timestamp epoch). */
const PG_EPOCH_MS = 946_684_800_000;
const utf8 = new TextEncoder();

export class BinaryCopyEncoder {
  private buffer: Uint8Array;
  private view: DataView;
  private position = 0;
  rows = 0;

  constructor(initialBytes = 1 << 16) {
    this.buffer = new Uint8Array(initialBytes);
    this.view = new DataView(this.buffer.buffer);
    this.reset();
  }

  reset(): void {
    this.position = 0;
    this.rows = 0;
    this.ensure(19);
    this.buffer.set(SIGNATURE, 0);
    this.view.setInt32(11, 0); // flags
    this.view.setInt32(15, 0); // header extension length
    this.position = 19;
  }

  get byteLength(): number {
    return this.position;
  }

  private ensure(bytes: number): void {
    if (this.position + bytes <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.position + bytes) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buffer.subarray(0, this.position));
    this.buffer = next;
    this.view = new DataView(next.buffer);
  }

  row(fields: number): this {
    this.ensure(2);
    this.view.setInt16(this.position, fields);
    this.position += 2;
    this.rows++;
    return this;
  }

  null(): this {
    this.ensure(4);
    this.view.setInt32(this.position, -1);
    this.position += 4;
    return this;
  }

  uuid(bytes: Uint8Array): this {
    this.ensure(20);
    this.view.setInt32(this.position, 16);
    this.buffer.set(bytes, this.position + 4);
    this.position += 20;
    return this;
  }

  text(value: string | null): this {
    if (value === null) return this.null();
    this.ensure(4 + value.length * 3);
    const { written } = utf8.encodeInto(value, this.buffer.subarray(this.position + 4));
    this.view.setInt32(this.position, written);
    this.position += 4 + written;
    return this;
  }

  /** jsonb's binary form: a version byte (1) followed by the JSON text. */
  jsonb(json: string): this {
    this.ensure(5 + json.length * 3);
    this.buffer[this.position + 4] = 1;
    const { written } = utf8.encodeInto(json, this.buffer.subarray(this.position + 5));
    this.view.setInt32(this.position, written + 1);
    this.position += 5 + written;
    return this;
  }

  /** A date given as days since 1970-01-01. */
  date(day: number | null): this {
    if (day === null) return this.null();
    this.ensure(8);
    this.view.setInt32(this.position, 4);
    this.view.setInt32(this.position + 4, day - PG_EPOCH_DAY);
    this.position += 8;
    return this;
  }

  /** A double; NaN and infinities become NULL. */
  float8(value: number | null | undefined): this {
    if (value === null || value === undefined || !Number.isFinite(value)) return this.null();
    this.ensure(12);
    this.view.setInt32(this.position, 8);
    this.view.setFloat64(this.position + 4, value);
    this.position += 12;
    return this;
  }

  /** A bigint from a safe integer. */
  int8(value: number | null | undefined): this {
    if (value === null || value === undefined || !Number.isFinite(value)) return this.null();
    const v = Math.round(value);
    const high = Math.floor(v / TWO_32);
    this.ensure(12);
    this.view.setInt32(this.position, 8);
    this.view.setInt32(this.position + 4, high);
    this.view.setUint32(this.position + 8, v - high * TWO_32);
    this.position += 12;
    return this;
  }

  int4(value: number | null): this {
    if (value === null) return this.null();
    this.ensure(8);
    this.view.setInt32(this.position, 4);
    this.view.setInt32(this.position + 4, value);
    this.position += 8;
    return this;
  }

  bool(value: boolean): this {
    this.ensure(5);
    this.view.setInt32(this.position, 1);
    this.buffer[this.position + 4] = value ? 1 : 0;
    this.position += 5;
    return this;
  }

  /** A whole daily-bar row (owner uuid, date, open, high, low, close, volume) with one bounds check. */
  bar(owner: Uint8Array, day: number, open: number, high: number, low: number, close: number, volume: number): this {
    this.ensure(90);
    const v = this.view;
    let p = this.position;
    v.setInt16(p, 7);
    v.setInt32(p + 2, 16);
    this.buffer.set(owner, p + 6);
    v.setInt32(p + 22, 4);
    v.setInt32(p + 26, day - PG_EPOCH_DAY);
    p += 30;
    v.setInt32(p, 8);
    v.setFloat64(p + 4, open);
    v.setInt32(p + 12, 8);
    v.setFloat64(p + 16, high);
    v.setInt32(p + 24, 8);
    v.setFloat64(p + 28, low);
    v.setInt32(p + 36, 8);
    v.setFloat64(p + 40, close);
    p += 48;
    const high32 = Math.floor(volume / TWO_32);
    v.setInt32(p, 8);
    v.setInt32(p + 4, high32);
    v.setUint32(p + 8, volume - high32 * TWO_32);
    this.position = p + 12;
    this.rows++;
    return this;
  }

  /** A timestamptz given as Unix milliseconds. */
  timestamptz(ms: number): this {
    return this.int8((ms - PG_EPOCH_MS) * 1000);
  }

  /** The finished COPY data (header, rows, trailer). The encoder must be reset before reuse. */
  finish(): Uint8Array {
    this.ensure(2);
    this.view.setInt16(this.position, -1);
    this.position += 2;
    return this.buffer.subarray(0, this.position);
  }
}
