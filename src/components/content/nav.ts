/** A link in the docs or tutorials sidebar. */
export type NavItem = {
  href: string;
  title: string /** 'en' for a title left in English on a French page. */;
  lang?: string;
};
/** A labelled group of sidebar links. */
export type NavGroup = { label: string; items: NavItem[] };

/** Path without a trailing slash, so '/documentation/api/' and '/documentation/api' compare equal. */
export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Sorts entries into `groupOrder`, then by `order`, then by title; unknown groups go last. */
export function sortByGroup<T extends { group: string; order: number; title: string }>(
  entries: T[],
  groupOrder: readonly string[],
): T[] {
  const rank = (group: string) => {
    const position = groupOrder.indexOf(group);
    return position === -1 ? groupOrder.length : position;
  };
  return [...entries].sort(
    (a, b) => rank(a.group) - rank(b.group) || a.order - b.order || a.title.localeCompare(b.title),
  );
}

/** Groups sorted entries into sidebar groups, keeping the order they come in. */
export function groupItems<T extends NavItem & { group: string }>(entries: T[]): NavGroup[] {
  const groups: NavGroup[] = [];
  for (const entry of entries) {
    let group = groups.find((candidate) => candidate.label === entry.group);
    if (!group) {
      group = { label: entry.group, items: [] };
      groups.push(group);
    }
    group.items.push(
      entry.lang
        ? { href: entry.href, title: entry.title, lang: entry.lang }
        : { href: entry.href, title: entry.title },
    );
  }
  return groups;
}

/** The pages before and after `href` in reading order (across groups). */
export function neighbours(groups: NavGroup[], href: string): { prev?: NavItem; next?: NavItem } {
  const flat = groups.flatMap((group) => group.items);
  const position = flat.findIndex((item) => normalizePath(item.href) === normalizePath(href));
  if (position === -1) return {};
  return { prev: flat[position - 1], next: flat[position + 1] };
}
