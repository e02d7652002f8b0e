import { type PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/** How many statements stay prepared (the oldest is closed beyond it); the app runs a few dozen distinct ones. */
const MAX_STATEMENTS = 200;

/** Longer texts (bulk inserts of a given batch size) are rare and large: they take PGlite's own path. */
const MAX_TEXT_LENGTH = 4096;

interface Statement {
  name: string;
  /** The parameter types PostgreSQL inferred, to serialize the values as PGlite's own query does. */
  paramTypes: number[];
}

function concat(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let offset = 0;
  for (const message of messages) {
    out.set(message, offset);
    offset += message.length;
  }
  return out;
}

/** PGlite's result of one statement (its parseResults), from the messages of one Bind/Execute/Sync round. */
function toResults<T>(
  messages: BackendMessage[],
  parsers: PGlite['parsers'],
  options: QueryOptions | undefined,
): Results<T> {
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: unknown[] = [];
  let affectedRows = 0;
  let rowCount: number | undefined;
  let command: string | undefined;
  const parse = (value: string | null, type: number) => {
    if (value === null) return null;
    const parser = options?.parsers?.[type] ?? parsers[type];
    return parser ? parser(value, type) : value;
  };
  for (const message of messages) {
    if (message instanceof protocol.messages.RowDescriptionMessage) {
      fields = message.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
    } else if (message instanceof protocol.messages.DataRowMessage) {
      const values = message.fields.map((value, i) => parse(value, fields[i]?.dataTypeID ?? 0));
      rows.push(
        options?.rowMode === 'array'
          ? values
          : Object.fromEntries(values.map((value, i) => [fields[i]?.name ?? String(i), value])),
      );
    } else if (message instanceof protocol.messages.CommandCompleteMessage) {
      const words = message.text.split(' ');
      command = words[0];
      const count = Number.parseInt(words[words.length - 1] ?? '', 10);
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0] ?? '')) affectedRows += count;
      if (!Number.isNaN(count)) rowCount = count;
    }
  }
  return { rows, fields, command, affectedRows, ...(rowCount === undefined ? {} : { rowCount }) } as Results<T>;
}

/** PGlite's error decoration (makePGliteError): the failing query beside PostgreSQL's error. */
function withQuery(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error instanceof protocol.messages.DatabaseError)
    Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

/**
 * PGlite's `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six separate calls into
 * PostgreSQL and parses and plans the statement every time: about 0.4 ms for a one-row select, which made
 * GraphQL on PGlite five times slower than on PostgreSQL. Here a statement outside a transaction is parsed
 * once as a named prepared statement (as node-postgres does for a prepared query) and then runs as one
 * Bind/Describe/Execute/Sync call, about ten times cheaper. The same locks, value serializers, result parsers
 * and error decoration as PGlite's own `query`; transactions keep PGlite's path (they do not use client.query).
 */
export function reusePreparedStatements(client: PGlite): void {
  const query = client.query.bind(client);
  const statements = new Map<string, Statement>();
  let counter = 0;

  async function prepare(text: string): Promise<Statement> {
    // Each run is still planned for its own values: a generic plan (PostgreSQL's choice after five runs)
    // cannot drop an "$1 is null or ..." branch and would scan a whole table. Parsing once is the gain.
    if (counter === 0)
      await client.execProtocol(serialize.query('set plan_cache_mode = force_custom_plan'), { syncToFs: false });
    const name = `sanchay_${++counter}`;
    const { messages } = await client.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const description = messages.find((m) => m instanceof protocol.messages.ParameterDescriptionMessage);
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    statements.set(text, statement);
    if (statements.size > MAX_STATEMENTS) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await client.execProtocol(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]), {
        syncToFs: false,
      });
    }
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = statements.get(text) ?? (await prepare(text));
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(param) : String(param);
    });
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    await client.syncToFs();
    return toResults<T>(messages, client.parsers, options);
  }

  const fast = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (text.length > MAX_TEXT_LENGTH || options?.blob || options?.paramTypes) return query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          // A table changed under a prepared statement ("cached plan must not change result type"): prepare again.
          if ((error as { code?: string }).code !== '0A000' || !statements.has(text))
            throw withQuery(error, text, params, options);
          const stale = statements.get(text) as Statement;
          statements.delete(text);
          await client.execProtocol(concat([serialize.close({ type: 'S', name: stale.name }), serialize.sync()]), {
            syncToFs: false,
          });
          return run<T>(text, params, options).catch((again) =>
            Promise.reject(withQuery(again, text, params, options)),
          );
        }
      }),
    );
  };
  Object.assign(client, { query: fast });
}
