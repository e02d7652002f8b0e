import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { graphqlSdl, WEB_SCHEMA_FILE } from './graphqlSdl';

/**
 * `npm run graphql:schema`: writes the server's schema SDL for the web app; the same script then runs
 * `gql.tada generate output` to refresh apps/web/src/graphql/graphql-env.d.ts from it.
 */
writeFileSync(WEB_SCHEMA_FILE, graphqlSdl());
process.stdout.write(`wrote ${fileURLToPath(WEB_SCHEMA_FILE)}\n`);
