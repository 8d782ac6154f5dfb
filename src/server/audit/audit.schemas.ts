/** Who did what, when, from where (DESIGN.md AuditEvent). */
export type AuditEventRecord = {
  id: string;
  at: string;
  /** The signed-in or identified user, when known. */
  actorId: string | null;
  action: string;
  result: 'success' | 'failure' | 'blocked';
  ip: string;
  userAgent: string;
  /** Free detail: the login name tried, the reason of a failure. Never a secret. */
  detail: string;
};
