import { Icon } from '../shell/icons.tsx';
import { ROUTES } from '../shell/routes.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { mayReadPage } from '../../../shared/routes/route-reads.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';

// The slide sequence as the route table defines it.
const STEPS = [
  {
    step: ROUTES.configureCluster.slideStep,
    label: m.clusters_order_step_configure,
    href: ROUTES.configureCluster.path,
  },
  {
    step: ROUTES.clusterProvisioning.slideStep,
    label: m.clusters_order_step_provisioning,
    href: ROUTES.clusterProvisioning.path,
  },
];

/**
 * Where a page of the slide layout sits in the order flow, with links to the other steps a role
 * may open (the billing role may not read clusters: provisioning is named, not linked).
 */
export function OrderSteps({ step }: { step: number }) {
  const orgRole = useAuth().user?.orgRole;
  return (
    <nav aria-label={m.clusters_order_steps()} className="mb-6">
      <ol className="flex flex-wrap items-center gap-2 text-sm">
        {STEPS.map((item, index) => (
          <li key={item.href} className="flex items-center gap-2">
            {index > 0 ? <Icon name="arrowRight" className="text-muted-foreground" /> : null}
            {item.step === step ? (
              <span
                aria-current="step"
                className="rounded-full bg-primary px-3 py-1 font-medium text-primary-foreground"
              >
                {index + 1}. {item.label()}
              </span>
            ) : !mayReadPage(item.href, orgRole) ? (
              <span className="rounded-full border border-border px-3 py-1 text-muted-foreground">
                {index + 1}. {item.label()}
              </span>
            ) : (
              <a href={item.href} className="rounded-full border border-border px-3 py-1 font-medium hover:bg-accent">
                {index + 1}. {item.label()}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
