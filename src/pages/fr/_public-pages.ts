// The pages of the public site, for their French build ([...path].astro). Signed-in pages and
// redirects render on demand in the visitor's language already; the error pages are the server's.

type StaticPath = { params: Record<string, string | number | undefined>; props?: Record<string, unknown> };
export type PageModule = {
  default: unknown;
  prerender?: boolean;
  getStaticPaths?: () => StaticPath[] | Promise<StaticPath[]>;
};
export type FrenchPath = {
  params: { path: string | undefined };
  props: { file: string; props: Record<string, unknown> };
};

export function publicPages(): Record<string, PageModule> {
  return import.meta.glob<PageModule>(['../**/*.astro', '!../fr/**', '!../dev/**', '!../404.astro', '!../500.astro'], {
    eager: true,
  });
}

/** `cluster-types/[type]` with { type: 'ai' } → 'cluster-types/ai'; 'index' → undefined (the home). */
function concretePath(route: string, params: StaticPath['params']): string | undefined {
  const path = route
    .replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => String(params[name] ?? ''))
    .replace(/(^|\/)index$/, '')
    .replace(/\/+$/, '');
  return path === '' ? undefined : path;
}

/** Every prerendered public page, each with the props its own getStaticPaths gives it. */
export async function frenchPaths(): Promise<FrenchPath[]> {
  const paths: FrenchPath[] = [];
  for (const [file, page] of Object.entries(publicPages())) {
    if (page.prerender === false) continue;
    const route = file.slice('../'.length, -'.astro'.length);
    const variants = page.getStaticPaths ? await page.getStaticPaths() : [{ params: {} }];
    for (const { params, props = {} } of variants)
      paths.push({ params: { path: concretePath(route, params) }, props: { file, props } });
  }
  return paths;
}
