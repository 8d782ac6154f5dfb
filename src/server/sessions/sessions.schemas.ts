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
};

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
