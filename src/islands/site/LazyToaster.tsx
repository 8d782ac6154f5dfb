import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts } from '../stores/toasts.ts';

// Radix Toast with its styles is ~13 kB gzipped, a sixth of a public page's JS budget, and most
// visits never raise a toast: it is fetched the first time one is raised.
const Toaster = lazy(() => import('../ui/toaster.tsx').then((module) => ({ default: module.Toaster })));

/**
 * Stands in for <Toaster /> on every page: renders nothing until the first toast (raised on this
 * page, or carried over from the previous one), then mounts the real Toaster for good.
 */
export function LazyToaster() {
  const toasts = useStore($toasts);
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);

  // Always an element, never null: Astro's React renderer recognises its components by what they
  // return on the server, and a bare null there ends in an 'Invalid hook call' warning.
  return <Suspense fallback={null}>{needed ? <Toaster /> : null}</Suspense>;
}
