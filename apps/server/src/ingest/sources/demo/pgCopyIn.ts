/**
 * `COPY ... FROM STDIN` over node-postgres without an extra package: pg accepts any object with a
 * `submit(connection)` method as a query and hands it the protocol messages. This one sends the COPY
 * statement, answers the server's CopyInResponse with the data in 256 KiB CopyData messages and CopyDone,
 * and settles when the server is ready again (or fails with the server's error).
 */
import type pg from 'pg';

interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

const CHUNK = 256 * 1024;

class CopyIn {
  readonly done: Promise<number>;
  private resolve!: (rows: number) => void;
  private reject!: (error: Error) => void;
  private rows = 0;
  private failed = false;

  constructor(
    private readonly text: string,
    private readonly data: Uint8Array,
  ) {
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: PgConnection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: PgConnection): void {
    for (let offset = 0; offset < this.data.length; offset += CHUNK) {
      const end = Math.min(offset + CHUNK, this.data.length);
      connection.sendCopyFromChunk(Buffer.from(this.data.buffer, this.data.byteOffset + offset, end - offset));
    }
    connection.endCopyFrom();
  }

  handleCommandComplete(message: { text?: string }): void {
    this.rows = Number(/\d+$/.exec(message.text ?? '')?.[0] ?? 0);
  }

  handleReadyForQuery(): void {
    if (!this.failed) this.resolve(this.rows);
  }

  handleError(error: Error): void {
    this.failed = true;
    this.reject(error);
  }

  // Messages a COPY FROM never receives.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

/** Runs `COPY <target> FROM STDIN WITH (FORMAT binary)` with the given data; resolves to the rows copied. */
export function copyInBinary(client: pg.PoolClient | pg.Client, target: string, data: Uint8Array): Promise<number> {
  const copy = new CopyIn(`COPY ${target} FROM STDIN WITH (FORMAT binary)`, data);
  (client as unknown as { query(q: CopyIn): void }).query(copy);
  return copy.done;
}
