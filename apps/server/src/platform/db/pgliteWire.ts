/**
 * What the main thread and the PGlite worker (pgliteWorker.ts, pgliteInWorker.ts) say to each other. Every
 * request carries an id and gets one answer with that id: a result or an error. Values cross by structured
 * clone, so no function does: a query's parsers travel as the list of types whose text is kept as is.
 */
import { protocol } from '@electric-sql/pglite';

export interface WorkerOpenOptions {
  /** PGlite's data folder; omit for an in-memory database. */
  dataDir?: string;
  loadDataDir?: Blob | File;
}

export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  /** Types whose values stay text (Drizzle keeps dates and timestamps as strings). */
  textTypes?: number[];
  paramTypes?: number[];
  blob?: Blob | File;
}

export type WorkerRequest =
  | { id: number; op: 'query'; text: string; params: unknown[]; options: WireQueryOptions; tx?: number }
  | { id: number; op: 'exec'; text: string; tx?: number }
  /** Opens a transaction; its id is this request's id. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump'; compression?: 'none' | 'gzip' | 'auto' }
  | { id: number; op: 'close' };

export interface WireError {
  message: string;
  name: string;
  /** PostgreSQL's error fields (code, detail, constraint...) when PostgreSQL raised it. */
  database?: Record<string, string | number | undefined>;
}

export type WorkerAnswer = { id: number; result: unknown } | { id: number; error: WireError };

/** The id of the message the worker sends once PGlite is open (or failed to open). */
export const READY_ID = 0;

const DATABASE_FIELDS = [
  'length', 'severity', 'code', 'detail', 'hint', 'position', 'internalPosition', 'internalQuery', 'where',
  'schema', 'table', 'column', 'dataType', 'constraint', 'file', 'line', 'routine', 'query',
] as const;

export function errorToWire(error: unknown): WireError {
  if (error instanceof protocol.messages.DatabaseError) {
    const fields = error as unknown as Record<string, string | number | undefined>;
    return {
      message: error.message,
      name: error.name,
      database: Object.fromEntries(DATABASE_FIELDS.map((field) => [field, fields[field]])),
    };
  }
  const e = error instanceof Error ? error : new Error(String(error));
  return { message: e.message, name: e.name };
}

/** The error as PGlite would have thrown it in this thread (a DatabaseError keeps its code and fields). */
export function errorFromWire(wire: WireError): Error {
  if (!wire.database) {
    const error = new Error(wire.message);
    error.name = wire.name;
    return error;
  }
  const error = new protocol.messages.DatabaseError(
    wire.message,
    Number(wire.database.length ?? 0),
    wire.name as ConstructorParameters<typeof protocol.messages.DatabaseError>[2],
  );
  return Object.assign(error, wire.database);
}

type Parser = (value: string, type: number) => unknown;

/**
 * The types a query's parsers keep as text. Only such parsers can cross into the worker (they are what
 * Drizzle passes); any other parser is refused rather than silently dropped.
 */
export function textTypesOf(parsers: Record<number, Parser> | undefined): number[] | undefined {
  if (!parsers) return undefined;
  const probe = '\u0000kept as text';
  return Object.entries(parsers).map(([type, parse]) => {
    if (parse(probe, Number(type)) !== probe)
      throw new Error(`a parser for type ${type} cannot run in the PGlite worker (only text-keeping parsers can)`);
    return Number(type);
  });
}
