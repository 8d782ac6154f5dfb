/**
 * The exit codes of `sovereign-k8s`, for scripts and CI to branch on (documented in the
 * "Automate with the API" page). Each failing HTTP status maps to one code.
 */
export const EXIT = {
  ok: 0,
  /** Anything unexpected: the server unreachable, a 5xx, a broken answer. */
  error: 1,
  /** The command line is wrong: unknown command, missing argument, bad option value. */
  usage: 2,
  /** No token, or the token is invalid, expired or revoked (401). */
  unauthenticated: 3,
  /** The token lacks a scope, or its holder's role lacks the permission (403). */
  forbidden: 4,
  /** No such cluster, order, invoice… (404). */
  notFound: 5,
  /** The server refused the input or the state does not allow it (400, 409). */
  rejected: 6,
  /** The payment was refused, or needs 3-D Secure in the console (402). */
  paymentFailed: 7,
  /** The cluster failed, or `--wait` gave up before it was running. */
  clusterFailed: 8,
  /** Too many requests for this token (429): wait and try again. */
  rateLimited: 9,
} as const;

/** A failure with the exit code it ends the command with. */
export class CliError extends Error {
  override name = 'CliError';
  readonly exitCode: number;
  readonly code: string;
  readonly status: number | undefined;

  constructor(message: string, exitCode: number, details: { code?: string; status?: number } = {}) {
    super(message);
    this.exitCode = exitCode;
    this.code = details.code ?? 'error';
    this.status = details.status;
  }
}

/** The exit code of an HTTP error status. */
export function exitCodeFor(status: number): number {
  if (status === 401) return EXIT.unauthenticated;
  if (status === 403) return EXIT.forbidden;
  if (status === 404) return EXIT.notFound;
  if (status === 402) return EXIT.paymentFailed;
  if (status === 429) return EXIT.rateLimited;
  if (status >= 400 && status < 500) return EXIT.rejected;
  return EXIT.error;
}
