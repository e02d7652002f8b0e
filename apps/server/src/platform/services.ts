import type { Env } from './env';
import type { Database } from './db/client';
import type { DevIdentityProvider } from '../identity/devIdentityProvider';
import type { IdTokenVerifier } from '../identity/idTokenVerifier';
import type { SessionTokens } from '../identity/sessionTokens';
import type { DataOrigin } from '../market/dataOrigin';
import type { ResearchEngine } from '../research/engine';
import type { LiveServices } from '../live/liveServices';
import type { PubSub } from './pubsub';

/** What the HTTP app is built from; tests build it with their own database and keys. */
export interface Services {
  env: Env;
  database: Database;
  sessions: SessionTokens;
  idTokens: IdTokenVerifier;
  /** Present only when the development identity provider is enabled. */
  devIdp: DevIdentityProvider | null;
  /** What market data the database holds, and whether the first-start load is still running. */
  market: { origin: DataOrigin; loading: boolean };
  /** The research engine: questions and plans answered from the market tables (research/engine.ts). */
  research: ResearchEngine;
  /** Live prices: the shared feed, the /ws/market hub and the instrument directory (live/README.md). */
  live: LiveServices;
  /** Events between features and instances (GraphQL subscriptions listen here; platform/pubsub.ts). */
  pubsub: PubSub;
}
