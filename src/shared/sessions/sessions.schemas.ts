import { z } from 'zod';

/** A signed-in session; `id` is the SHA-256 of the cookie token, never the token itself. */
export type SessionRecord = {
  id: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  /** Absolute end of life, whatever the activity. */
  expiresAt: string;
  ip: string;
  userAgent: string;
  /**
   * When its holder last proved who they are: the sign-in, or a re-authentication
   * (`POST /api/auth/reauthenticate`). Absent on sessions made before it was kept: they count
   * as not recently authenticated.
   */
  authenticatedAt?: string;
};

/** `POST /api/auth/reauthenticate`: the password, or a two-factor code when two-factor is on. */
export const reauthenticateInputSchema = z.union([
  z.strictObject({ password: z.string().min(1).max(1000) }),
  z.strictObject({ code: z.string().min(1).max(100) }),
]);
export type ReauthenticateInput = z.infer<typeof reauthenticateInputSchema>;

/** A session as GET /api/auth/sessions lists it to its owner. */
export const sessionViewSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;
