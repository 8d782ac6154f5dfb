import { useId, type ReactNode } from 'react';

/** A titled section of the cluster page. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    // min-w-0: a wide table scrolls inside its section instead of widening the page (390 px phones).
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-border bg-card p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
