import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { MarketplaceItem } from '../../../shared/marketplace/marketplace.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { Form, formMessage, useSchemaForm } from '../../ui/form.tsx';
import { Alert } from '../../ui/alert.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { useOrderCurrency } from '../billing/use-billing-currency.ts';
import { useCurrencyState } from '../../pricing/use-currency-state.ts';
import { cn } from '../../lib/cn.ts';
import { runningClustersFor } from './cluster-choice.ts';
import { clustersQueryOptions } from './marketplace.queries.ts';
import { orderAndCheckout } from './order-request.ts';
import { useCan } from '../../auth/use-can.ts';

// The messages are looked up when a value is checked, in the page's language.
const addToClusterSchema = z.object({
  clusterId: z.string().min(1, { error: () => m.marketplace_choose_cluster() }),
  version: z.string().min(1, { error: () => m.marketplace_choose_version() }),
});

/** "Add to cluster": one of the organization's running clusters of a type the add-on runs on, then checkout. */
export function AddToClusterForm({ item }: { item: MarketplaceItem }) {
  // Adding is an order: a role that may not order (viewer, billing) is told so instead of a form
  // the server would refuse (403), and its clusters are not asked for (billing may not read them).
  const mayOrder = useCan('orders.create');
  const clusters = useQuery({ ...clustersQueryOptions('running'), enabled: mayOrder });
  const { billingCycle } = useCurrencyState();
  // Orders are placed in the billing currency once the first paid order fixed it.
  const currency = useOrderCurrency();
  const eligible = runningClustersFor(clusters.data ?? [], item.tiers).filter((c) => !c.addonIds.includes(item.id));
  const form = useSchemaForm(addToClusterSchema, { clusterId: '', version: item.version ?? '' });
  if (!mayOrder)
    return <p className="rounded-md border border-border p-3 text-sm">{m.marketplace_role_cannot_order()}</p>;
  if (clusters.isPending) return <p className="text-sm text-muted-foreground">{m.marketplace_loading_clusters()}</p>;
  if (eligible.length === 0) {
    return (
      <p className="rounded-md border border-border p-3 text-sm">
        {m.marketplace_no_eligible_cluster({ name: item.name })}{' '}
        <a className="font-medium text-primary underline-offset-4 hover:underline" href="/configure-cluster">
          {m.marketplace_configure_cluster()}
        </a>
      </p>
    );
  }
  return (
    <Form
      form={form}
      className="grid gap-3 border-t border-border pt-4"
      onSubmit={(values) =>
        orderAndCheckout(
          {
            kind: 'addon',
            addon: { clusterId: values.clusterId, addonId: item.id, version: values.version },
            currency,
            billingCycle,
          },
          'addon.',
        )
      }
    >
      <h3 className="text-sm font-semibold">{m.marketplace_add_heading()}</h3>
      <FormField control={form.control} name="clusterId" label={m.marketplace_cluster()}>
        {({ className, ...control }) => (
          <select {...control} className={cn(className, 'pr-8')}>
            <option value="">{m.marketplace_choose_running_cluster()}</option>
            {eligible.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.regionId})
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        control={form.control}
        name="version"
        label={m.marketplace_version()}
        description={m.marketplace_version_hint()}
      >
        {({ className, ...control }) => (
          <select {...control} className={cn(className, 'pr-8')}>
            {[item.version ?? '', ...item.olderVersions].map((v, i) => (
              <option key={v} value={v}>
                {i === 0 ? m.marketplace_version_newest({ version: v }) : v}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Alert>{formMessage(form)}</Alert>
      <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
        {m.marketplace_add_submit()}
      </PendingButton>
    </Form>
  );
}
