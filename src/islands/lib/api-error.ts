/** Options of an ApiError besides its message. */
export interface ApiErrorInit {
  status: number;
  code?: string;
  fields?: Record<string, string>;
  body?: unknown;
}

/** Every non-OK API response on the client becomes one of these. */
export class ApiError extends Error {
  override name = 'ApiError';
  status: number;
  /** Stable machine-readable code from the server's `{ message, code, fields? }` error JSON. */
  code?: string;
  /** Per-field validation messages, keyed by field name. */
  fields?: Record<string, string>;
  /** The parsed JSON body, or the raw text when the body was not JSON. */
  body?: unknown;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.body = init.body;
  }
}

/** The text of an error response, and its JSON value when it parsed. */
export type ErrorBody = { text: string } & ({ isJson: true; json: unknown } | { isJson: false });

/** Parses an error response's text, keeping the raw text for message fallbacks. */
export function parseErrorBody(text: string): ErrorBody {
  try {
    return { text, isJson: true, json: JSON.parse(text) as unknown };
  } catch {
    return { text, isJson: false };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON body's `message` field when it is a non-empty string. */
export function messageField(body: ErrorBody): string | undefined {
  if (!body.isJson || !isRecord(body.json)) return undefined;
  const { message } = body.json;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The JSON body's `error` field: a string as is, any other present value serialised. */
export function errorField(body: ErrorBody): string | undefined {
  if (!body.isJson || !isRecord(body.json)) return undefined;
  const { error } = body.json;
  if (error === undefined || error === null || error === '') return undefined;
  return typeof error === 'string' ? error : JSON.stringify(error);
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Builds the ApiError for a non-OK response, taking code and fields from a JSON body. */
export function createApiError(message: string, status: number, body: ErrorBody): ApiError {
  if (!body.isJson) {
    return new ApiError(message, { status, body: body.text === '' ? undefined : body.text });
  }
  const json = body.json;
  const code = isRecord(json) && typeof json.code === 'string' ? json.code : undefined;
  const fields = isRecord(json) ? stringFields(json.fields) : undefined;
  return new ApiError(message, { status, code, fields, body: json });
}
