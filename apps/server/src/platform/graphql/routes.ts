import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import { sessionUser } from '../../identity/sessionUser';
import { logger } from '../logger';
import type { Services } from '../services';
import type { GraphQLContext } from './builder';
import { graphqlSchema } from './schema';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** GraphQL at /v1/graphql (graphql-yoga over the Pothos schema); the user comes from the bearer token only. */
export function graphqlRoutes(services: Services) {
  const log = logger('graphql');
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: graphqlSchema(),
    graphqlEndpoint: '/v1/graphql',
    graphiql: services.env.NODE_ENV !== 'production',
    landingPage: false,
    maskedErrors: services.env.NODE_ENV === 'production',
    logging: {
      debug: (...args) => log.debug(args),
      info: (...args) => log.info(args),
      warn: (...args) => log.warn(args),
      error: (...args) => log.error(args),
    },
    context: async ({ req }) => ({
      user: await sessionUser(services, req.headers.authorization),
      services,
    }),
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
        return reply.send(response.body);
      },
    });
  };
}
