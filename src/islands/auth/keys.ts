/** Query keys of the signed-in user's own reads; the API path first. */
export const authKeys = {
  /** GET /api/officers/check-access for one user. */
  officersAccess: (userId: string | number | undefined) => ['/api/officers/check-access', userId] as const,
};
