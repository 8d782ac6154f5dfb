// Shared by the server, the build and the browser (the footer island); no imports on purpose.

/**
 * A tier name without its trailing parenthetical, as the footer shows it: 'Standard (Blue)' → 'Standard'.
 * Only the last one goes ('Edge (EU) (Blue)' → 'Edge (EU)'), and a name that is nothing but a
 * parenthetical keeps it rather than becoming an empty label.
 */
export function shortTierName(name: string): string {
  const trimmed = name.trim();
  return trimmed.replace(/\s*\([^()]*\)$/, '') || trimmed;
}
