import type { FastifyRequest } from 'fastify';
import { sessionUser } from '../identity/sessionUser';
import type { UserRow } from '../identity/schema';
import { forbidden, unauthorized } from '../platform/errors';
import type { Services } from '../platform/services';

/** The signed-in admin of a request (ADMIN_EMAILS); 401 without a session, 403 with a clear message otherwise. */
export async function requireAdmin(services: Services, request: FastifyRequest, what: string): Promise<UserRow> {
  const user = await sessionUser(services, request.headers.authorization);
  if (!user) throw unauthorized('Sign In needed');
  if (!services.env.ADMIN_EMAILS.includes(user.email.toLowerCase())) {
    throw forbidden(`${what} is for administrators only. Ask an admin to add ${user.email} to ADMIN_EMAILS.`);
  }
  return user;
}
