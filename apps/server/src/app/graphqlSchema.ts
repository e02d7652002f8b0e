import type { GraphQLSchema } from 'graphql';
import { builder } from '../platform/graphql/builder';
// Each feature registers its types and fields on the builder when imported.
import '../identity/graphql';
import '../userconfig/graphql';
import '../feedback/graphql';
import '../market/graphql';
import '../notifications/graphql';
import '../notifications/subscriptions';
import '../dipsip/graphql';
import '../chat/graphql';

let schema: GraphQLSchema | null = null;

export function graphqlSchema(): GraphQLSchema {
  schema ??= builder.toSchema();
  return schema;
}
