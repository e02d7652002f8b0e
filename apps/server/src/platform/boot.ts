import { DevIdentityProvider, DEV_CLIENT_ID } from '../identity/devIdentityProvider';
import { createIdTokenVerifier, localKeySet, remoteKeySet } from '../identity/idTokenVerifier';
import { createSessionTokens } from '../identity/sessionTokens';
import { readDataOrigin } from '../market/dataOrigin';
import { createResearchEngine } from '../research/engine';
import { createLiveServices } from '../live/liveServices';
import { type Database, openPglite, openPostgres } from './db/client';
import type { Env } from './env';
import { logger } from './logger';
import { loadOrCreateSecretFile, randomSecret } from './secrets';
import { InProcessPubSub } from './pubsub';
import type { Services } from './services';

/** Opens the database (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR) and applies migrations. */
export async function openDatabase(env: Env): Promise<Database> {
  const log = logger('db');
  const started = performance.now();
  const database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE)
    : await openPglite({ dataDir: env.dataDir });
  await database.migrate();
  log.info({ kind: database.kind, ms: Math.round(performance.now() - started) }, 'database ready');
  return database;
}

/** Wires the identity services around a database. */
export async function createServices(env: Env, database: Database): Promise<Services> {
  const secret = env.SESSION_SECRET ?? loadOrCreateSecretFile(env.dataDir, 'session-secret', randomSecret);
  const sessions = createSessionTokens(secret, env.SESSION_TTL_HOURS);
  let devIdp: DevIdentityProvider | null = null;
  let idTokens;
  if (env.GOOGLE_CLIENT_ID) {
    idTokens = createIdTokenVerifier(remoteKeySet(env.GOOGLE_JWKS_URL), env.GOOGLE_CLIENT_ID);
  } else {
    if (env.devIdpEnabled) {
      devIdp = await DevIdentityProvider.create(env.dataDir);
      logger('identity').warn('GOOGLE_CLIENT_ID is not set: the development identity provider signs people in');
    } else {
      logger('identity').error('GOOGLE_CLIENT_ID is not set and DEV_LOGIN is off: nobody can sign in');
    }
    // Without Google the verifier trusts only the development provider's key (or, when it is off, no key).
    idTokens = createIdTokenVerifier(localKeySet(devIdp ? devIdp.jwks() : { keys: [] }), DEV_CLIENT_ID);
  }
  const market = { origin: await readDataOrigin(database.db), loading: false };
  const live = createLiveServices(env, database.db, { isDemo: () => market.origin === 'demo' });
  const research = createResearchEngine(database.db);
  return { env, database, sessions, idTokens, devIdp, market, live, research, pubsub: new InProcessPubSub() };
}
