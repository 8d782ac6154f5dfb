// Plain <a href> clicks on signed-in routes navigate inside the island; everything else (other
// pages of the site, other origins, new-tab and download clicks) is left to the browser.
import { $router, matchRoute } from './routes.ts';

/** The parts of a click that decide whether the browser should handle it itself. */
export interface ClickInfo {
  button: number;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/** The parts of the clicked link that matter. */
export interface AnchorInfo {
  href: string;
  target: string;
  download: boolean;
  rel: string;
}

/** Returns the in-app path to open for this click, or undefined to let the browser navigate. */
export function inAppHref(
  click: ClickInfo,
  anchor: AnchorInfo,
  location: Pick<Location, 'href' | 'origin'>,
): string | undefined {
  if (click.defaultPrevented || click.button !== 0) return undefined;
  if (click.altKey || click.ctrlKey || click.metaKey || click.shiftKey) return undefined;
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.download) return undefined;
  if (anchor.rel.split(/\s+/).includes('external')) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== location.origin) return undefined;
  const current = new URL(location.href);
  // A jump to an anchor on the same page is the browser's job (scrolling, :target).
  if (url.hash !== '' && url.pathname === current.pathname && url.search === current.search) return undefined;
  if (!matchRoute(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}

/** Opens a signed-in route without reloading the page (pushes a history entry). */
export function navigate(href: string): void {
  $router.open(href);
}

/** Starts intercepting link clicks on the document; returns a function that stops it. */
export function interceptLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const href = inAppHref(
      event,
      { href: link.href, target: link.target, download: link.hasAttribute('download'), rel: link.rel },
      window.location,
    );
    if (href === undefined) return;
    event.preventDefault();
    navigate(href);
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
