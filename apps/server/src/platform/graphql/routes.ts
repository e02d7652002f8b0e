import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import { createGraphQLError, createYoga, maskError, type Plugin } from 'graphql-yoga';
import { isAdmin } from '../auth';
import type { AppDb } from '../db/client';
import { asAppError } from '../errors';
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
  /**
   * Origins a browser may call GraphQL from with credentials (CORS): PUBLIC_URL's and CORS_ORIGINS. Any other
   * origin is not reflected (yoga's default answered every Origin, with credentials allowed).
   */
  corsOrigins: readonly string[];
}

/** Open subscription streams one signed-in user may hold at once (300 were accepted). */
export const SUBSCRIPTIONS_PER_USER = 20;

export const SUBSCRIPTION_CAP_MESSAGE = `You have ${SUBSCRIPTIONS_PER_USER} live updates open already. Close a tab or window of Sanchay, then try again.`;

/** At most SUBSCRIPTIONS_PER_USER open subscription streams per user; one more is a 429 and opens nothing. */
function useSubscriptionCap(): Plugin<GraphQLContext> {
  const open = new Map<string, number>();
  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      const userId = (args.contextValue as GraphQLContext).user?.id;
      if (!userId) return undefined; // refused by the field's own auth scope
      const mine = open.get(userId) ?? 0;
      if (mine >= SUBSCRIPTIONS_PER_USER) {
        const error = createGraphQLError(SUBSCRIPTION_CAP_MESSAGE, {
          extensions: { code: 'RATE_LIMITED', error: 'too_many_subscriptions', http: { status: 429, spec: false } },
        });
        setResultAndStopExecution({ errors: [error] });
        return undefined;
      }
      open.set(userId, mine + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
      };
      return {
        onSubscribeError: release,
        onSubscribeResult({ result }) {
          // A stream is counted until it ends (the client went, or the server closed it); an error result at once.
          if (!(result && typeof result === 'object' && Symbol.asyncIterator in result)) {
            release();
            return undefined;
          }
          return { onEnd: release };
        },
      };
    },
  };
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

/**
 * A 4xx answer: a domain error below 500 (also inside the GraphQL error a resolver's throw arrives in, such as
 * the auth scope's "Not authorized"), or a GraphQL error whose http status is below 500.
 */
export function isRefusal(value: unknown): boolean {
  const original = asAppError((value as Partial<GraphQLError> | null)?.originalError ?? value);
  if (original) return original.status < 500;
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
    cors: { origin: [...deps.corsOrigins], credentials: true },
    // Bounds and hygiene run before any resolver: GraphQL Armor's limits, then NUL/surrogate checks.
    plugins: [...graphqlArmor(deps.production), useInputHygiene(), useSubscriptionCap()],
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
