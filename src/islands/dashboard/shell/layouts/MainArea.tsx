import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/**
 * The page's <main>: the skip link's target, and where focus goes after a client-side navigation.
 * Under 1024 px the bottom padding keeps content clear of the floating menu button.
 */
export function MainArea({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
      <div
        className={cn(
          'mx-auto w-full px-4 pt-8 pb-[calc(6rem+env(safe-area-inset-bottom))] sm:px-6 lg:px-8 lg:pb-8',
          className,
        )}
      >
        {children}
      </div>
    </main>
  );
}
