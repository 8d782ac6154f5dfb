import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Icon } from '../shell/icons.tsx';
import type { IconName } from '../shell/icons.tsx';

/** A titled card of the dashboard home; the heading names the region. */
export function Card({
  title,
  icon,
  className,
  children,
}: {
  title: string;
  icon: IconName;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm',
        className,
      )}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <Icon name={icon} />
        {title}
      </h2>
      <div className="mt-3 flex flex-1 flex-col">{children}</div>
    </section>
  );
}

/** A link at the foot of a card. */
export function CardLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
      <Icon name="arrowRight" className="size-3.5" />
    </a>
  );
}

/** The "not available yet" line, so a missing feature never reads as a zero. */
export function NotYet({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-2 text-sm text-muted-foreground">
      <Icon name="clock" className="mt-0.5" />
      <span>{children}</span>
    </p>
  );
}
