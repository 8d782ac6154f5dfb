import type { MouseEvent } from 'react';

/**
 * Closes a drawer or panel when one of its links is followed, including the link to the page
 * already open (which changes no route, so the route change alone would not close it).
 */
export function closeOnLink(event: MouseEvent, close: () => void): void {
  if (event.target instanceof Element && event.target.closest('a[href]')) close();
}
