/**
 * GETs a public JSON endpoint for the site chrome; rejects on a non-OK answer. Plain fetch on
 * purpose: the endpoints send Cache-Control (tiers 30 min, version 5 min), so the
 * browser's HTTP cache keeps them across the static pages, with no query library on the page.
 */
export async function fetchJson(path: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, ...init });
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}`);
  return (await response.json()) as unknown;
}
