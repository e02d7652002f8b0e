/** Splits chunked text into lines (LF, CRLF or CR), with 1-based line numbers and a leading BOM removed. */
export class LineSplitter {
  private carry = '';
  private line = 1;
  private started = false;

  constructor(private readonly onLine: (text: string, line: number) => void) {}

  push(chunk: string): void {
    if (!this.started && chunk !== '') {
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    const buf = this.carry === '' ? chunk : this.carry + chunk;
    const n = buf.length;
    let start = 0;
    for (let i = 0; i < n; i++) {
      const c = buf.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      if (c === 13) {
        if (i + 1 === n) break; // maybe CRLF split across chunks: wait for the next one
        this.onLine(buf.slice(start, i), this.line++);
        if (buf.charCodeAt(i + 1) === 10) i++;
      } else {
        this.onLine(buf.slice(start, i), this.line++);
      }
      start = i + 1;
    }
    this.carry = buf.slice(start);
  }

  end(): void {
    if (this.carry.endsWith('\r')) this.carry = this.carry.slice(0, -1);
    if (this.carry !== '') this.onLine(this.carry, this.line++);
    this.carry = '';
  }
}
