import type { UserView } from '@sanchay/core';
import type { UserRow } from './schema';

/** The user on the wire (the only shape the web sees). `uid` is the identity provider's subject. */
export function presentUser(user: UserRow, adminEmails: readonly string[]): UserView {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    picture: user.picture,
    uid: user.googleId,
    isAdmin: adminEmails.includes(user.email.toLowerCase()),
  };
}
