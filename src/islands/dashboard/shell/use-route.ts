import { useEffect, useState, useTransition } from 'react';
import { $router } from './routes.ts';

/** The router's page: path, params, search and hash of the address bar. */
export type RouterPage = NonNullable<ReturnType<typeof $router.get>>;

/**
 * The router's current page, undefined in the server HTML and during hydration (the router
 * store knows no request). Route changes render in a transition: while a lazy screen loads, the
 * current one stays on screen (`pending` is true) instead of a fallback replacing it.
 */
export function useRouterPage(): { page: RouterPage | undefined; pending: boolean } {
  const [page, setPage] = useState<RouterPage | undefined>(undefined);
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    const stop = $router.listen((next) => startTransition(() => setPage(next)));
    // Reading the store also makes the router parse the address bar for the first time. It
    // names the page just hydrated, whose screen is loaded: no transition (and no "loading").
    setPage($router.get());
    return stop;
  }, []);
  return { page, pending };
}

/** A path without its trailing slash, as the router writes it. */
export const normalizePath = (path: string) => path.replace(/\/+$/, '') || '/';
