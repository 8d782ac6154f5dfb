// In the browser every API path is relative and same-origin, so the base is empty. Node's fetch
// cannot resolve relative URLs, so tests point the helpers at a local server with setApiBase().
let apiBase = '';

/** Sets the origin that API paths are resolved against; '' (the default) keeps them relative. */
export function setApiBase(origin: string): void {
  apiBase = origin.replace(/\/+$/, '');
}

/** Returns the URL to fetch for an API path such as '/api/user'. */
export function apiUrl(path: string): string {
  return apiBase + path;
}
