import { m } from '../../shared/i18n/messages.ts';
/** The JSON error body every failing API response carries, with the right status. */
export type ErrorBody = { message: string; code: string; fields?: Record<string, string> };

const BRAND = Symbol.for('sovereign-console.app-error');

/** A failure with a stable code and HTTP status, thrown by services and mapped to JSON once. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Figures the JSON body carries beside `code` and `message` (a refusal's amounts). */
  readonly details: Record<string, string | number> | undefined;
  readonly [BRAND] = true;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      details?: Record<string, string | number>;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = extra.fields;
    this.headers = extra.headers;
    this.details = extra.details;
  }
}

/**
 * True for an AppError from any copy of this module: in development the services are loaded
 * by the config loader and the endpoints by Vite, so `instanceof` alone would miss.
 */
export function isAppError(error: unknown): error is AppError {
  return typeof error === 'object' && error !== null && BRAND in error;
}

export const errors = {
  badRequest: (message: string, fields?: Record<string, string>) =>
    new AppError(400, 'bad_request', message, { fields }),
  invalidJson: () => new AppError(400, 'invalid_json', m.error_request_body_not_valid_json()),
  unauthorized: (message: string = m.error_sign_in_to_continue()) => new AppError(401, 'unauthorized', message),
  forbidden: (message: string = m.error_not_allowed()) => new AppError(403, 'forbidden', message),
  notFound: (message: string = m.error_not_found()) => new AppError(404, 'not_found', message),
  methodNotAllowed: (allowed: string[]) =>
    new AppError(405, 'method_not_allowed', m.error_method_not_allowed({ methods: allowed.join(', ') }), {
      headers: { Allow: allowed.join(', ') },
    }),
  conflict: (message: string, fields?: Record<string, string>) => new AppError(409, 'conflict', message, { fields }),
  payloadTooLarge: (limitBytes = 1024 * 1024) =>
    new AppError(
      413,
      'payload_too_large',
      m.error_payload_too_large({ megabytes: Math.round(limitBytes / (1024 * 1024)) }),
    ),
  unsupportedMediaType: () =>
    new AppError(415, 'unsupported_media_type', m.error_send_request_body_as_application_json()),
  tooManyRequests: (retryAfterSeconds: number) =>
    new AppError(429, 'too_many_requests', m.error_too_many_attempts({ seconds: retryAfterSeconds }), {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
  unavailable: (message: string) => new AppError(503, 'unavailable', message),
};
