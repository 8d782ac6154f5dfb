import { useId } from 'react';
import { buttonVariants } from '../../ui/button.tsx';
import { Icon } from '../shell/icons.tsx';
import type { RouteMatch } from '../shell/routes.ts';
import { FEATURES } from './coming-soon.ts';
import { PageHeader } from './PageHeader.tsx';
import { OrderSteps } from '../clusters/OrderSteps.tsx';

/**
 * A route whose feature is not built yet: says so plainly, what the page will do, and where to
 * go today. Shows no data, because there is none yet.
 */
export function ComingSoonPage({ match }: { match: RouteMatch }) {
  const { route, params } = match;
  const copy = FEATURES[route.feature ?? 'clusters'];
  const headingId = useId();
  const todayId = useId();
  return (
    <>
      <PageHeader title={route.title} description={copy.summary} />
      {route.slideStep !== undefined ? <OrderSteps step={route.slideStep} /> : null}
      <section aria-labelledby={headingId} className="rounded-lg border border-dashed border-border bg-card p-6">
        <p className="inline-flex items-center gap-2 rounded-full bg-info px-3 py-1 text-xs font-semibold text-info-foreground">
          <Icon name="clock" className="size-3.5" />
          Coming soon
        </p>
        <h2 id={headingId} className="mt-4 text-lg font-semibold">
          This page is not available yet
        </h2>
        {params.id !== undefined ? (
          <p className="mt-2 text-sm text-muted-foreground">
            The address asks for <span className="font-mono text-foreground">{params.id}</span>. We cannot show it yet,
            so nothing about it appears here.
          </p>
        ) : null}
        <p className="mt-2 text-sm text-muted-foreground">When it arrives, it will give you:</p>
        <ul className="mt-3 grid gap-2 text-sm">
          {copy.plans.map((plan) => (
            <li key={plan} className="flex gap-2">
              <Icon name="arrowRight" className="mt-0.5 text-muted-foreground" />
              {plan}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={todayId} className="mt-8">
        <h2 id={todayId} className="text-lg font-semibold">
          What you can do today
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {copy.today.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={buttonVariants({ variant: 'outline' })}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <a href="/dashboard" className={buttonVariants({ variant: 'ghost' })}>
              Back to the dashboard
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}
