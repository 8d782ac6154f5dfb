import { apiUrl } from './api-base.ts';
import { ApiError, createApiError, errorField, messageField, parseErrorBody } from './api-error.ts';
import type { ErrorBody } from './api-error.ts';
import { askToReauthenticate, needsReauthentication } from './reauthentication.ts';
import { responseCache } from './response-cache.ts';

/** Options of apiRequest: the HTTP method (default GET) and an optional JSON body. */
export interface ApiRequestOptions {
  method?: string;
  body?: unknown;
}

/**
 * Calls the API at a same-origin path, e.g. `apiRequest<User>('/api/user')` or
 * `apiRequest('/api/login', { method: 'POST', body: credentials })`; throws ApiError when not OK.
 * An action the server answers 403 `reauthentication_required` (owner changes, tokens,
 * two-factor) asks for the password in a small dialog and is sent again once.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    if (!(error instanceof ApiError) || !needsReauthentication(error) || !(await askToReauthenticate())) throw error;
    return send<T>(path, options);
  }
}

async function send<T>(path: string, { method = 'GET', body }: ApiRequestOptions): Promise<T> {
  const verb = method.toUpperCase();
  const isGet = verb === 'GET';
  if (isGet) {
    const cached = responseCache.get(path);
    // The caller names T; the cache only holds what an earlier call parsed for this path.
    if (cached !== undefined) return cached.value as T;
  }

  const hasBody = body !== undefined;
  const response = await fetch(apiUrl(path), {
    method: verb,
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    // Sessions are cookies, so every call carries them.
    credentials: 'include',
  });
  const text = await response.text();

  if (!response.ok) {
    const errorBody = parseErrorBody(text);
    throw createApiError(requestErrorMessage(response, errorBody), response.status, errorBody);
  }

  const data = parseSuccessBody(path, response.status, text);
  if (isGet) responseCache.set(path, data);
  return data as T;
}

/** Drops cached GET responses whose path starts with the prefix, e.g. after a mutation. */
export function invalidateApiCache(pathPrefix: string): void {
  responseCache.invalidate(pathPrefix);
}

/** Drops every cached GET response, e.g. on logout. */
export function clearApiCache(): void {
  responseCache.clear();
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
