import { DevIdentityProvider, DEV_CLIENT_ID } from '../identity/devIdentityProvider';
import { createIdTokenVerifier, type IdTokenVerifier, localKeySet, remoteKeySet } from '../identity/idTokenVerifier';
import { createSessionTokens, type SessionTokens } from '../identity/sessionTokens';
import { createLiveServices, type LiveServices } from '../live/liveServices';
import { readDataOrigin } from '../market/dataOrigin';
import { MarketData } from '../market/marketData';
import type { Database } from '../platform/db/client';
import type { Env } from '../platform/env';
import { logger } from '../platform/logger';
import { type Cluster, localCluster } from '../platform/cluster';
import type { PubSub } from '../platform/pubsub';
import { loadOrCreateSecretFile, randomSecret } from '../platform/secrets';
import { createResearchEngine, type ResearchEngine } from '../research/engine';

/**
 * The long-lived objects the app is wired from. Only the composition root (app/) sees all of them; each
 * feature is handed the few it uses (app/http.ts, app/boot.ts). Tests build it with their own database.
 */
export interface AppServices {
  env: Env;
  database: Database;
  sessions: SessionTokens;
  idTokens: IdTokenVerifier;
  /** Present only when the development identity provider is enabled. */
  devIdp: DevIdentityProvider | null;
  /** What market data the database holds, whether the first-start load runs, and the "ingested" event. */
  market: MarketData;
  /** The research engine: questions and plans answered from the market tables (research/engine.ts). */
  research: ResearchEngine;
  /** Live prices: the shared feed, the /ws/market hub and the instrument directory (live/README.md). */
  live: LiveServices;
  /** Events between features and instances (GraphQL subscriptions listen here; platform/pubsub.ts). */
  pubsub: PubSub;
  /** The instances sharing this database: their message bus (= pubsub) and named locks (platform/cluster.ts). */
  cluster: Cluster;
}

/**
 * Wires identity, market state, live prices and the research engine around a database. The cluster is shared
 * on PostgreSQL (boot) and local otherwise; tests pass none and get a local one.
 */
export async function createServices(env: Env, database: Database, clusterOrNone?: Cluster): Promise<AppServices> {
  const cluster = clusterOrNone ?? localCluster();
  const secret = env.SESSION_SECRET ?? loadOrCreateSecretFile(env.dataDir, 'session-secret', randomSecret);
  const sessions = createSessionTokens(secret, env.SESSION_TTL_HOURS, env.NODE_ENV);
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
  const market = new MarketData(await readDataOrigin(database.db));
  const live = createLiveServices(env, database.db, { isDemo: () => market.isDemo(), cluster });
  const research = createResearchEngine(database.db);
  return { env, database, sessions, idTokens, devIdp, market, live, research, pubsub: cluster.bus, cluster };
}
