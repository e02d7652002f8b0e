import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { graphqlSdl, WEB_SCHEMA_FILE } from './graphqlSdl';

// The web app types its GraphQL documents (gql.tada) against a committed copy of this schema.
it("the web app's schema.graphql is the server's current schema (else run `npm run graphql:schema`)", () => {
  expect(readFileSync(WEB_SCHEMA_FILE, 'utf8')).toBe(graphqlSdl());
});
