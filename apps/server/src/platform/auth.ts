import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';

/** The least the guard knows of a user; identity widens it to its user row (AuthUserTypes below). */
export interface AuthUserBase {
  id: string;
  email: string;
}

/**
 * Filled in by the identity feature through declaration merging (`declare module '../platform/auth'`), so the
 * guard hands routes the full user row without the ground floor importing identity.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AuthUserTypes {}

export type AuthUser = AuthUserTypes extends { user: infer U extends AuthUserBase } ? U : AuthUserBase;

export interface AuthOptions {
  /** The user of a verified session token in an Authorization header, or null (identity provides it at boot). */
  lookupSession(authorization: string | undefined): Promise<AuthUser | null>;
  /** A user's row changed or was deleted: the lookup must not answer from an older copy (identity provides it). */
  userChanged(userId: string): void;
  /** ADMIN_EMAILS, lower-cased. */
  adminEmails: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The guard's settings (registerAuth). */
    auth: AuthOptions;
  }
  interface FastifyRequest {
    /** The signed-in user of this request (looked up once per request), or null. */
    sessionUser(): Promise<AuthUser | null>;
  }
}

/** The one admin check (REST requireAdmin and the GraphQL `admin` scope). */
export function isAdmin(user: AuthUserBase | null, adminEmails: readonly string[]): boolean {
  return user !== null && adminEmails.includes(user.email.toLowerCase());
}

const SIGN_IN_NEEDED = 'Sign In needed';

/** Installs the guard on the root app at boot; every route below it can then use requireUser / requireAdmin. */
export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  const looked = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();
  app.decorate('auth', options);
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    let user = looked.get(this);
    if (!user) {
      user = options.lookupSession(this.headers.authorization);
      looked.set(this, user);
    }
    return user;
  });
}

/** Call after writing a user's row (sign-in, Telegram link, account deletion), before answering. */
export function sessionUserChanged(request: FastifyRequest, userId: string): void {
  request.server.auth.userChanged(userId);
}

/** The signed-in user, or 401 `{ error: 'unauthorized', message }` (a feature may word the message). */
export async function requireUser(request: FastifyRequest, message = SIGN_IN_NEEDED): Promise<AuthUser> {
  const user = await request.sessionUser();
  if (!user) throw unauthorized(message);
  return user;
}

/** The signed-in administrator (ADMIN_EMAILS): 401 without a session, 403 naming `what` otherwise. */
export async function requireAdmin(request: FastifyRequest, what: string, signInMessage = SIGN_IN_NEEDED): Promise<AuthUser> {
  const user = await requireUser(request, signInMessage);
  if (!isAdmin(user, request.server.auth.adminEmails)) {
    throw forbidden(`${what} is for administrators only. Ask an admin to add ${user.email} to ADMIN_EMAILS.`);
  }
  return user;
}
