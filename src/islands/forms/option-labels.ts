// The shared option lists (src/shared/lead-options.ts, ticket-options.ts) keep the values the
// server checks and their labels as messages; the forms read them in the page's language when
// they render. Each form imports the lists it shows itself: a page then carries no other list's
// labels (a module importing every list would put them all on every form page).

type Option<V extends string> = { value: V; label: () => string };

/** The options with their labels read now, in the page's language. */
export function readOptions<V extends string>(options: readonly Option<V>[]): { value: V; label: string }[] {
  return options.map((option) => ({ value: option.value, label: option.label() }));
}

/** The same for options that carry a hint (a ticket's category, priority, status). */
export function readOptionsWithHints<V extends string>(
  options: readonly (Option<V> & { hint: () => string })[],
): { value: V; label: string; hint: string }[] {
  return options.map((option) => ({ value: option.value, label: option.label(), hint: option.hint() }));
}
