/**
 * A destructive change confirmed by typing a name (deleting a cluster, closing an organization):
 * the typed name must be the expected one, spaces around either aside. The dialog enables its
 * button by this rule and the server refuses by the same one.
 */
export function namesMatch(typed: string, expected: string): boolean {
  return typed.trim() === expected.trim() && expected.trim() !== '';
}
