/**
 * GETs a public JSON document for the static pages (site chrome, the docs search index); rejects
 * on a non-OK answer. The client module's light door: plain fetch, no cookies sent on purpose, no
 * response cache and no query library, so the public pages stay small. The endpoints send
 * Cache-Control (tiers 30 min, version 5 min), so the browser's HTTP cache keeps them across
 * the static pages.
 */
export async function getPublicJson(path: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, ...init });
  if (!response.ok) throw new Error(`${path} answered HTTP ${response.status}`);
  return (await response.json()) as unknown;
}

/** True when the path answers OK (e.g. whether the visitor's session still holds); false on any failure. */
export function answersOk(path: string, init?: RequestInit): Promise<boolean> {
  return fetch(path, init).then(
    (response) => response.ok,
    () => false,
  );
}
