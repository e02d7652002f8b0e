import { buildSchema, introspectionFromSchema } from 'graphql';
import { extractIntrospectionHeader, minifyIntrospection, outputIntrospectionFile } from 'gql.tada/internal';
import { expect, it } from 'vitest';
import committedOutput from './graphql-env.d.ts?raw';
import schemaSdl from './schema.graphql?raw';

// schema.graphql is the server's schema (a server test keeps it so); this keeps the typed documents' view of it in step.
it('graphql-env.d.ts is what `gql.tada generate output` makes of schema.graphql (else run `npm run graphql:schema`)', () => {
  const introspection = introspectionFromSchema(buildSchema(schemaSdl), { descriptions: false });
  const expected = outputIntrospectionFile(minifyIntrospection(introspection), {
    fileType: '.d.ts',
    shouldPreprocess: true,
    preamble: extractIntrospectionHeader(committedOutput) ?? undefined,
  });
  expect(committedOutput).toBe(expected);
});
