import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../shared/api-types.ts';
import { CliError, EXIT, exitCodeFor } from './exit-codes.ts';

/** The console's API, typed from its OpenAPI document (src/shared/api-types.ts). */
export type Api = Client<paths>;

const REQUEST_TIMEOUT_MS = 60_000;

/** A client that sends the token on every request, with a timeout per request. */
export function createApi(baseUrl: string, token: string): Api {
  const api = createClient<paths>({
    baseUrl,
    headers: { Authorization: `Bearer ${token}`, 'User-Agent': 'sovereign-k8s-cli' },
    fetch: async (request) => {
      try {
        return await fetch(request, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      } catch (error) {
        throw unreachable(baseUrl, error);
      }
    },
  });
  return api;
}

/** Names the API that could not be reached and why, in the system's words (ECONNREFUSED, ENOTFOUND…). */
export function unreachable(baseUrl: string, error: unknown): CliError {
  const url = new URL('/', baseUrl).href;
  const reason = networkReason(error);
  const why = reason === 'bad port' ? `fetch never connects to port ${new URL(baseUrl).port}` : reason;
  return new CliError(
    `Cannot reach the API at ${url} (${why}). Check --api-url or SOVEREIGN_API_URL, and that the console is up.`,
    EXIT.error,
    {
      code: 'unreachable',
    },
  );
}

function networkReason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer in ${REQUEST_TIMEOUT_MS / 1000} s`;
  // fetch says only "fetch failed"; the socket's error code is on its cause (or, when every
  // address of the host failed, on the first of the cause's errors).
  const cause = (error as { cause?: { code?: string; message?: string; errors?: { code?: string }[] } } | undefined)
    ?.cause;
  return cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
}

type Result<T> = { data?: T; error?: unknown; response: Response };

/** The data of a successful answer; any error becomes a CliError with its exit code. */
export async function call<T>(request: Promise<Result<T>>): Promise<T> {
  let result: Result<T>;
  try {
    result = await request;
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`Could not reach the console: ${(error as Error).message}`, EXIT.error, { code: 'unreachable' });
  }
  const { data, error, response } = result;
  if (response.ok) return data as T;
  const body = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: string;
    code?: string;
    fields?: Record<string, string>;
  };
  const fields = body.fields
    ? ` (${Object.entries(body.fields)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; ')})`
    : '';
  throw new CliError(
    `${body.message ?? `The console answered ${response.status}.`}${fields}`,
    exitCodeFor(response.status),
    { code: body.code ?? 'http_error', status: response.status },
  );
}
