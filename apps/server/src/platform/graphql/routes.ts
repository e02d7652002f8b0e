import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import { createGraphQLError, createYoga, maskError } from 'graphql-yoga';
import { isAdmin } from '../auth';
import type { AppDb } from '../db/client';
import { AppError, asAppError } from '../errors';
import { logger } from '../logger';
import type { PubSub } from '../pubsub';
import { graphqlArmor } from './armor';
import type { GraphQLContext } from './builder';
import { useInputHygiene } from './inputHygiene';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface GraphqlRouteDeps {
  /** The assembled schema (app/graphqlSchema.ts). */
  schema: GraphQLSchema;
  db: AppDb;
  pubsub: PubSub;
  /** Production masks unexpected errors and turns GraphiQL off. */
  production: boolean;
}

/** GraphQL `extensions.code` of a domain error's status (the id travels beside it as `extensions.error`). */
const CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** A 4xx answer: a domain error below 500, or a GraphQL error whose http status is below 500. */
function isRefusal(value: unknown): boolean {
  if (value instanceof AppError) return value.status < 500;
  const status = ((value as Partial<GraphQLError> | null)?.extensions?.http as { status?: number } | undefined)?.status;
  return typeof status === 'number' && status < 500;
}

/** The GraphQL side of the one error shape: a domain error becomes `{ message, extensions: { code, error, http } }`. */
export function graphqlError(error: unknown, message: string, production: boolean): Error {
  // Resolver errors arrive wrapped in a GraphQLError (checked by shape: graphql may be loaded twice, ESM and CJS).
  const wrapped = error as Partial<GraphQLError>;
  const original = asAppError(wrapped.originalError ?? error);
  if (original) {
    return createGraphQLError(original.message, {
      nodes: wrapped.nodes,
      path: wrapped.path,
      extensions: { code: CODES[original.status] ?? 'INTERNAL_SERVER_ERROR', error: original.id, http: { status: original.status } },
    });
  }
  // A refusal before execution (a limit, bad text): kept with its status and message, also in production.
  // Re-made here because GraphQL Armor's errors come from graphql's CommonJS build, which yoga does not recognise.
  const status = (wrapped.extensions?.http as { status?: number } | undefined)?.status;
  if (!wrapped.originalError && status && status < 500) {
    // spec: false answers the status whatever the Accept header (yoga marks parse errors spec: true, a 200 for JSON).
    const extensions = { ...wrapped.extensions, http: { status, spec: false } };
    return createGraphQLError(String(wrapped.message), { nodes: wrapped.nodes, path: wrapped.path, extensions });
  }
  return production ? maskError(error, message, false) : (error as Error);
}

/** GraphQL at /v1/graphql (graphql-yoga over the Pothos schema); the user comes from the session guard only. */
export function graphqlRoutes(deps: GraphqlRouteDeps) {
  const log = logger('graphql');
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: deps.schema,
    graphqlEndpoint: '/v1/graphql',
    graphiql: !deps.production,
    landingPage: false,
    // Bounds and hygiene run before any resolver: GraphQL Armor's limits, then NUL/surrogate checks.
    plugins: [...graphqlArmor(deps.production), useInputHygiene()],
    maskedErrors: { maskError: (error, message) => graphqlError(error, message, deps.production) },
    logging: {
      debug: (...args) => log.debug(args),
      info: (...args) => log.info(args),
      warn: (...args) => log.warn(args),
      // yoga logs every error it re-makes; a refusal (a 4xx: a limit, bad input) is the client's, not ours.
      error: (...args) => (args.every(isRefusal) ? log.debug(args) : log.error(args)),
    },
    context: async ({ req }) => {
      const user = await req.sessionUser();
      return { user, admin: isAdmin(user, req.server.auth.adminEmails), db: deps.db, pubsub: deps.pubsub };
    },
  });

  return async function register(app: FastifyInstance) {
    app.route({
      url: '/v1/graphql',
      method: ['GET', 'POST', 'OPTIONS'],
      handler: async (req, reply) => {
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
        response.headers.forEach((value, key) => {
          reply.header(key, value);
        });
        reply.status(response.status);
        // A single result is sent whole (one write with a content-length); subscriptions and incremental
        // delivery (event-stream, multipart) stay streams.
        if (/json/.test(response.headers.get('content-type') ?? '')) return reply.send(await response.text());
        return reply.send(response.body);
      },
    });
  };
}
