import { z } from 'zod';

/** POST /api/auth/google */
export const googleAuthBody = z.object({
  token: z.string().min(1, 'token is required').max(8192, 'token is too long'),
});
export type GoogleAuthBody = z.infer<typeof googleAuthBody>;

/** POST /dev/idp/token: what a person types into the development provider's popup. */
export const devIdpTokenBody = z.object({
  email: z.email('a valid email is required').max(254),
  name: z.string().trim().min(1, 'name is required').max(100),
});
export type DevIdpTokenBody = z.infer<typeof devIdpTokenBody>;

/** The user as the API presents it (presenters/user on the server). */
export const userView = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  picture: z.string().nullable(),
  uid: z.string(),
  isAdmin: z.boolean(),
});
export type UserView = z.infer<typeof userView>;

export const authResponse = z.object({ user: userView, token: z.string() });
export type AuthResponse = z.infer<typeof authResponse>;
