import type { QueryFunction } from '@tanstack/react-query';
import { apiUrl } from './api-base.ts';
import { createApiError, errorField, messageField, parseErrorBody } from './api-error.ts';
import type { ErrorBody } from './api-error.ts';

/** What a query does with a 401: fail, or resolve to null (e.g. "not signed in"). */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** Returns a query function that GETs the path in `queryKey[0]`, with credentials. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({
  on401,
}: {
  on401: UnauthorizedBehavior;
}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const path = queryKey[0];
    if (typeof path !== 'string') {
      throw new TypeError('The default query function needs an API path as the first key part');
    }
    // Not the apiRequest response cache: TanStack Query does its own caching for queries.
    const response = await fetch(apiUrl(path), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) {
      // Read the body anyway: an unread body keeps the request open in the browser.
      await response.arrayBuffer().catch(() => undefined);
      return null;
    }

    if (!response.ok) {
      const body = parseErrorBody(await response.text());
      throw createApiError(queryErrorMessage(response, body), response.status, body);
    }
    // The caller names T; the server's JSON is trusted to match the endpoint's contract.
    return (await response.json()) as T;
  };
}

// The query function's error message: a JSON body gives message, then error, then 'Error {status}';
// any other body gives its text, or the status text when empty.
function queryErrorMessage(response: Response, body: ErrorBody): string {
  if (body.isJson) return messageField(body) ?? errorField(body) ?? `Error ${response.status}`;
  if (body.text !== '') return body.text;
  return response.statusText !== '' ? response.statusText : `Error ${response.status}`;
}
