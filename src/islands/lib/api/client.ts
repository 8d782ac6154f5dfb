// The islands' one way to call the API: openapi-fetch over the path types generated from the
// served OpenAPI document (src/shared/api-types.ts, the CLI's too) for typed calls; beside it, for
// paths built at run time, the general request helper with its 5-minute response cache, the
// default query function and the uncached calls that read headers (cursors) or send an
// Idempotency-Key. One error shape (ApiError), one invalidation (invalidateApi).
// A raw fetch elsewhere in src/islands fails lib/api/no-raw-fetch.test.ts.
import createClient, { type Client } from 'openapi-fetch';
import type { Query, QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';
import { isUnder } from './api-path.ts';
import type { paths } from '../../../shared/api-types.ts';
import { apiUrl } from '../api-base.ts';
import { ApiError, createApiError, errorField, messageField, parseErrorBody } from '../api-error.ts';
import type { ErrorBody } from '../api-error.ts';
import { askToReauthenticate, needsReauthentication } from '../reauthentication.ts';
import { followTwoFactorRequirement, isTwoFactorRequired } from '../two-factor-requirement.ts';
import { responseCache } from './response-cache.ts';

/** The client typed by the generated paths. */
export type Api = Client<paths>;

let typed: Api | undefined;
let typedBase: string | undefined;

/**
 * The typed client for the current API base (tests move it with setApiBase), e.g.
 * `api().GET('/api/clusters/{id}', { params: { path: { id } } })`. Cookies go with every call.
 */
export function api(): Api {
  const base = apiUrl('');
  if (typed === undefined || typedBase !== base) {
    // fetch is read at call time, so a replacement (a test's) is honoured.
    typed = createClient<paths>({
      baseUrl: base,
      credentials: 'include',
      fetch: (request) => globalThis.fetch(request),
    });
    typedBase = base;
  }
  return typed;
}

/** Options of one call besides its path. */
export interface ApiCallOptions {
  /** HTTP method, GET by default. */
  method?: string;
  /** Sent as JSON, or as is when it is a Blob (a file upload; give its Content-Type in headers). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request finish while the page navigates away (logout). */
  keepalive?: boolean;
  /** The browser's HTTP cache mode, e.g. 'no-store'. */
  cache?: RequestCache;
}

/**
 * Sends one request for a path built at run time (query strings, ids), the way the typed
 * client does: same origin, cookies included, a JSON body with its content type. Resolves with
 * the response of any status; a non-OK one comes with its body already read.
 */
async function transport(
  path: string,
  options: ApiCallOptions,
): Promise<{ response: Response; errorBody?: ErrorBody }> {
  const { method = 'GET', body, headers, signal, keepalive, cache } = options;
  const isBlob = typeof Blob !== 'undefined' && body instanceof Blob;
  const hasBody = body !== undefined;
  const jsonHeader = hasBody && !isBlob ? { 'Content-Type': 'application/json' } : undefined;
  const allHeaders = headers || jsonHeader ? { ...jsonHeader, ...headers } : undefined;
  const response = await fetch(apiUrl(path), {
    method: method.toUpperCase(),
    headers: allHeaders,
    body: !hasBody ? undefined : isBlob ? body : JSON.stringify(body),
    // Sessions are cookies, so every call carries them.
    credentials: 'include',
    ...(signal ? { signal } : {}),
    ...(keepalive ? { keepalive } : {}),
    ...(cache ? { cache } : {}),
  });
  if (response.ok) return { response };
  return { response, errorBody: parseErrorBody(await response.text()) };
}

// The error message: message field, error field, raw text, status text, then the bare status.
function requestErrorMessage(response: Response, body: ErrorBody): string {
  return (
    messageField(body) ??
    errorField(body) ??
    (body.text !== '' ? body.text : undefined) ??
    (response.statusText !== '' ? response.statusText : undefined) ??
    `HTTP Error ${response.status}`
  );
}

/**
 * Calls the API without any cache and answers the response (status, headers, unread body);
 * throws ApiError when not OK. For reads that need a header (X-Next-Cursor) or a file.
 */
export async function apiResponse(path: string, options: ApiCallOptions = {}): Promise<Response> {
  const { response, errorBody } = await transport(path, options);
  if (errorBody !== undefined)
    throw createApiError(requestErrorMessage(response, errorBody), response.status, errorBody);
  return response;
}

/** Calls the API and answers the status only, never throwing on a non-OK one (health checks, logout). */
export async function apiStatus(path: string, options: ApiCallOptions = {}): Promise<number> {
  return (await transport(path, options)).response.status;
}

/** The JSON of a successful response; an empty body (204) gives `{}`. */
export async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  // The caller names T; the server's JSON follows the endpoint's declared schema.
  return (text === '' ? {} : JSON.parse(text)) as T;
}

/** Calls the API without the response cache (reads that must be current, mutations); throws ApiError. */
export async function apiJson<T>(path: string, options: ApiCallOptions = {}): Promise<T> {
  return readJson<T>(await apiResponse(path, options));
}

/** Options of apiRequest: the HTTP method (default GET) and an optional JSON body. */
export interface ApiRequestOptions {
  method?: string;
  body?: unknown;
}

/**
 * The general request helper: `apiRequest<User>('/api/user')` or
 * `apiRequest('/api/login', { method: 'POST', body: credentials })`; throws ApiError when not OK.
 * GET answers are kept 5 minutes by path. An action the server answers 403
 * `reauthentication_required` (owner changes, tokens, two-factor) asks for the password in a
 * small dialog and is sent again once; one answered 403 `two_factor_required` reads the user
 * again, so the console takes a member who must set up two-factor to its set-up.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  try {
    return await cachedSend<T>(path, options);
  } catch (error) {
    if (error instanceof ApiError && isTwoFactorRequired(error)) followTwoFactorRequirement();
    if (!(error instanceof ApiError) || !needsReauthentication(error) || !(await askToReauthenticate())) throw error;
    return cachedSend<T>(path, options);
  }
}

async function cachedSend<T>(path: string, { method = 'GET', body }: ApiRequestOptions): Promise<T> {
  const isGet = method.toUpperCase() === 'GET';
  if (isGet) {
    const cached = responseCache.get(path);
    // The caller names T; the cache only holds what an earlier call parsed for this path.
    if (cached !== undefined) return cached.value as T;
  }
  const response = await apiResponse(path, { method, body });
  const data = parseSuccessBody(path, response.status, await response.text());
  if (isGet) responseCache.set(path, data);
  return data as T;
}

function parseSuccessBody(path: string, status: number, text: string): unknown {
  if (status === 204 || text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Callers of list endpoints map over the result, so give them an empty list, not an object.
    return path.includes('users') || path.includes('clusters') ? [] : {};
  }
}

/** What a query does with a 401: fail, or resolve to null (e.g. "not signed in"). */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** Returns a query function that GETs the path in `queryKey[0]`, with credentials. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const path = queryKey[0];
    if (typeof path !== 'string') {
      throw new TypeError('The default query function needs an API path as the first key part');
    }
    // Not the response cache: TanStack Query does its own caching for queries.
    const { response, errorBody } = await transport(path, { signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    if (errorBody !== undefined)
      throw createApiError(queryErrorMessage(response, errorBody), response.status, errorBody);
    // The caller names T; the server's JSON is trusted to match the endpoint's contract.
    return (await response.json()) as T;
  };
}

// The query function's message: a JSON body gives message, then error, then
// 'Error {status}'; any other body gives its text, or the status text when empty.
function queryErrorMessage(response: Response, body: ErrorBody): string {
  if (body.isJson) return messageField(body) ?? errorField(body) ?? `Error ${response.status}`;
  if (body.text !== '') return body.text;
  return response.statusText !== '' ? response.statusText : `Error ${response.status}`;
}

/** What to invalidate: an API path (every query and cached answer at it or under it) or a key from a key factory. */
export type InvalidationTarget = string | QueryKey;

/**
 * The one invalidation: drops the response cache's answers under each target's path and marks the
 * queries under each target stale (active ones refetch); `exact` keeps it to the keys themselves.
 * Navigation, mutations and logout (`invalidateApi(client)`: everything) all come here, so the two
 * caches never disagree. (Live messages go through lib/refresh-queries.ts, which never cancels a read.)
 */
export function invalidateApi(
  client: QueryClient | undefined,
  targets?: readonly InvalidationTarget[],
  { exact = false }: { exact?: boolean } = {},
): Promise<void> {
  if (targets === undefined) {
    responseCache.clear();
    if (client === undefined) return Promise.resolve();
    client.clear();
    return Promise.resolve();
  }
  for (const target of targets) {
    const path = typeof target === 'string' ? target : target[0];
    if (typeof path === 'string') responseCache.invalidate(path);
  }
  if (client === undefined) return Promise.resolve();
  const filters = targets.map((target) =>
    typeof target === 'string'
      ? { predicate: (query: Query) => typeof query.queryKey[0] === 'string' && isUnder(query.queryKey[0], target) }
      : { queryKey: target, exact },
  );
  return Promise.all(filters.map((filter) => client.invalidateQueries(filter))).then(() => undefined);
}
