import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * The bounds of one GraphQL document (README "Limits"). The web app's largest document has about 60 tokens,
 * depth 3 and no aliases; these leave room for the explorer's hand-written queries and refuse floods early:
 * the token limit stops the parser itself, so a 3,000-alias or 5,000-deep document never reaches validation.
 */
export const GRAPHQL_LIMITS = {
  maxTokens: 1000,
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 20,
  maxCost: 5000,
} as const;

/** A refusal is a 400 with its message whatever the client's Accept header (spec: false keeps yoga from a 200). */
function badRequest(error: GraphQLError, id: string): void {
  const extensions = error.extensions as Record<string, unknown>;
  extensions.code ??= 'BAD_USER_INPUT';
  extensions.error ??= id;
  extensions.http = { status: 400, spec: false };
}

const onReject = [(_context: unknown, error: GraphQLError) => badRequest(error, 'query_too_complex')];

/** Every document that does not parse or validate (a limit, a typo, introspection in production) answers 400. */
function useBadRequestStatus(): Plugin {
  return {
    onParse() {
      return ({ result }) => {
        // By shape: the armor plugins load graphql's CommonJS build, whose GraphQLError is another class.
        if (result instanceof Error && 'extensions' in result) badRequest(result as GraphQLError, 'invalid_query');
      };
    },
    onValidate() {
      return ({ valid, result }) => {
        if (!valid) for (const error of result) badRequest(error, 'invalid_query');
      };
    },
  };
}

/** GraphQL Armor's limits for yoga, plus introspection and field suggestions off in production. */
export function graphqlArmor(production: boolean): Plugin[] {
  const plugins: Plugin[] = [
    useBadRequestStatus(),
    maxTokensPlugin({ n: GRAPHQL_LIMITS.maxTokens, onReject }),
    maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true, onReject }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases, onReject }),
    maxDirectivesPlugin({ n: GRAPHQL_LIMITS.maxDirectives, onReject }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true, onReject }),
  ] as Plugin[];
  if (production) {
    plugins.push(blockFieldSuggestionsPlugin() as Plugin, useDisableIntrospection());
  }
  return plugins;
}
