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
