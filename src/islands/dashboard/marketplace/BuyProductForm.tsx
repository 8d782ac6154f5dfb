import { useCan } from '../../auth/use-can.ts';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { MarketplaceItem } from '../../../shared/marketplace/marketplace.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { centsFromMicroUsd } from '../../../shared/money.ts';
import { cn } from '../../lib/cn.ts';
import { useOrderCurrency } from '../billing/use-billing-currency.ts';
import { useCurrencyState } from '../../pricing/use-currency-state.ts';
import { Form, formMessage, useSchemaForm } from '../../ui/form.tsx';
import { Alert } from '../../ui/alert.tsx';
import { richMessage } from '../../ui/rich-message.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { nodeCount, runningClustersFor } from './cluster-choice.ts';
import { clustersQueryOptions } from './marketplace.queries.ts';
import { orderAndCheckout } from './order-request.ts';
import { RoleNote } from '../../auth/RoleNote.tsx';

/** The smallest capacity of a per-GB product (the server's rule, said before sending). */
const MIN_GB = 10;

const buySchema = (needsCluster: boolean, perGb: boolean) =>
  z.object({
    clusterId: needsCluster ? z.string().min(1, m.marketplace_choose_run_cluster()) : z.string(),
    quantity: perGb
      ? z
          .string()
          .trim()
          .regex(/^\d+$/, m.marketplace_whole_gb())
          .refine((v) => Number(v) >= MIN_GB && Number(v) <= 100_000, m.marketplace_gb_range({ min: MIN_GB }))
      : z.string(),
  });

/** "Buy": the quantity the product's unit asks for (a cluster, its nodes, GB, or one), then checkout. */
export function BuyProductForm({ item }: { item: MarketplaceItem }) {
  const mayOrder = useCan('orders.create');
  // A role that may not read clusters (billing) is not asked for them: the server would refuse (403).
  const mayReadClusters = useCan('clusters.read');
  const clusters = useQuery({ ...clustersQueryOptions('running'), enabled: mayReadClusters });
  const { billingCycle, format } = useCurrencyState();
  // Orders are placed in the billing currency once the first paid order fixed it.
  const currency = useOrderCurrency();
  const needsCluster = item.pricingUnit !== 'flat';
  const perGb = item.pricingUnit === 'per GB';
  const running = runningClustersFor(clusters.data ?? [], item.tiers);
  const form = useSchemaForm(buySchema(needsCluster, perGb), { clusterId: '', quantity: perGb ? '100' : '1' });
  const [clusterId, quantityText] = useWatch({ control: form.control, name: ['clusterId', 'quantity'] });
  const cluster = running.find((c) => c.id === clusterId);
  const quantity =
    item.pricingUnit === 'per node' ? (cluster ? nodeCount(cluster) : 0) : perGb ? Number(quantityText) || 0 : 1;
  const monthlyCents = centsFromMicroUsd(item.priceMonthlyMicroUsd * quantity);

  if (needsCluster && !mayReadClusters) {
    return (
      <div className="grid gap-1 rounded-md border border-border p-3 text-sm">
        <RoleNote permission="clusters.read" className="text-sm text-foreground" />
        <p className="text-muted-foreground">{m.marketplace_role_cannot_order()}</p>
      </div>
    );
  }
  if (needsCluster && clusters.isPending)
    return <p className="text-sm text-muted-foreground">{m.marketplace_loading_clusters()}</p>;
  if (needsCluster && running.length === 0) {
    return (
      <p className="rounded-md border border-border p-3 text-sm">
        {m.marketplace_no_running_cluster({ name: item.name })}{' '}
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
            kind: 'product',
            product: { productId: item.id, quantity, ...(needsCluster ? { clusterId: values.clusterId } : {}) },
            currency,
            billingCycle,
          },
          'product.',
        )
      }
    >
      <h3 className="text-sm font-semibold">{m.marketplace_buy_heading({ name: item.name })}</h3>
      {needsCluster ? (
        <FormField control={form.control} name="clusterId" label={m.marketplace_run_cluster()}>
          {({ className, ...control }) => (
            <select {...control} className={cn(className, 'pr-8')}>
              <option value="">{m.marketplace_choose_running_cluster()}</option>
              {running.map((c) => (
                <option key={c.id} value={c.id}>
                  {m.marketplace_cluster_nodes({ name: c.name, count: nodeCount(c) })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      {perGb ? (
        <FormField
          control={form.control}
          name="quantity"
          label={m.marketplace_capacity()}
          inputMode="numeric"
          description={m.marketplace_capacity_hint({ min: MIN_GB })}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {item.pricingUnit === 'per node'
            ? cluster
              ? m.marketplace_licensed_nodes({ count: quantity })
              : m.marketplace_licensed_per_node()
            : item.pricingUnit === 'per cluster'
              ? m.marketplace_licence_cluster()
              : m.marketplace_licence_organization()}
        </p>
      )}
      {quantity > 0 && item.priceMonthlyMicroUsd > 0 ? (
        <p className="text-sm">
          {richMessage((slot) => m.marketplace_estimate({ amount: slot.amount }), {
            amount: <span className="font-semibold">{format(monthlyCents)}</span>,
          })}
        </p>
      ) : null}
      <Alert>{formMessage(form)}</Alert>
      {mayOrder ? (
        <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
          {m.marketplace_buy_submit()}
        </PendingButton>
      ) : (
        <p className="text-sm text-muted-foreground">{m.marketplace_role_cannot_order()}</p>
      )}
    </Form>
  );
}
