/** True when an API path is `prefix` or under it (`/api/clusters/abc/events`, `/api/clusters?x=1`), not a lookalike (`/api/clusters-x`). */
export function isUnder(path: string, prefix: string): boolean {
  if (!path.startsWith(prefix)) return false;
  const next = path.charAt(prefix.length);
  return next === '' || next === '/' || next === '?';
}
