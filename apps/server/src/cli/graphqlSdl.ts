import { createRequire } from 'node:module';
// The one import of the server's schema assembly (the composition root).
import { graphqlSchema } from '../app/graphqlSchema';

/**
 * graphql-js as Node loads it for Pothos (its CommonJS entry). A bundler such as vitest's may resolve a plain
 * import to the ESM entry, a second copy whose printSchema refuses the schema's types ("another realm").
 */
const { printSchema } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** Where the web app keeps the schema its typed documents (gql.tada) are checked against. */
export const WEB_SCHEMA_FILE = new URL('../../../web/src/graphql/schema.graphql', import.meta.url);

/** The server's GraphQL schema as SDL (Pothos sorts the types, so the text only changes with the contract). */
export function graphqlSdl(): string {
  return `${printSchema(graphqlSchema())}\n`;
}
