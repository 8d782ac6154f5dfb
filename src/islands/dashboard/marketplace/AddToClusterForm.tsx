import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { MarketplaceItem } from '../../../server/marketplace/marketplace.schemas.ts';
import { Form, formMessage, useSchemaForm } from '../../ui/form.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { useOrderCurrency } from '../billing/use-billing-currency.ts';
import { useCurrencyState } from '../../pricing/use-currency-state.ts';
import { cn } from '../../lib/cn.ts';
import { runningClustersFor } from './cluster-choice.ts';
import { clustersQueryOptions } from './marketplace.queries.ts';
import { orderAndCheckout } from './order-request.ts';

const addToClusterSchema = z.object({ clusterId: z.string().min(1, 'Choose a cluster.'), version: z.string().min(1, 'Choose a version.') });

/** "Add to cluster": one of the organization's running clusters of a type the add-on runs on, then checkout. */
export function AddToClusterForm({ item }: { item: MarketplaceItem }) {
  const clusters = useQuery(clustersQueryOptions('running'));
  const { billingCycle } = useCurrencyState();
  // Orders are placed in the billing currency once the first paid order fixed it.
  const currency = useOrderCurrency();
  const eligible = runningClustersFor(clusters.data ?? [], item.tiers).filter((c) => !c.addonIds.includes(item.id));
  const form = useSchemaForm(addToClusterSchema, { clusterId: '', version: item.version ?? '' });
  if (clusters.isPending) return <p className="text-sm text-muted-foreground">Loading your clusters…</p>;
  if (eligible.length === 0) {
    return (
      <p className="rounded-md border border-border p-3 text-sm">
        None of your running clusters can take {item.name}: it needs a running cluster of one of the types above without it.{' '}
        <a className="font-medium text-primary underline-offset-4 hover:underline" href="/configure-cluster">Configure a cluster</a>
      </p>
    );
  }
  return (
    <Form
      form={form}
      className="grid gap-3 border-t border-border pt-4"
      onSubmit={(values) =>
        orderAndCheckout({ kind: 'addon', addon: { clusterId: values.clusterId, addonId: item.id, version: values.version }, currency, billingCycle }, 'addon.')
      }
    >
      <h3 className="text-sm font-semibold">Add to a cluster</h3>
      <FormField control={form.control} name="clusterId" label="Cluster">
        {({ className, ...control }) => (
          <select {...control} className={cn(className, 'pr-8')}>
            <option value="">Choose a running cluster</option>
            {eligible.map((c) => (
              <option key={c.id} value={c.id}>{c.name} ({c.regionId})</option>
            ))}
          </select>
        )}
      </FormField>
      <FormField control={form.control} name="version" label="Version" description="The newest is recommended; an older one can be upgraded later from Add-ons.">
        {({ className, ...control }) => (
          <select {...control} className={cn(className, 'pr-8')}>
            {[item.version ?? '', ...item.olderVersions].map((v, i) => (
              <option key={v} value={v}>{v}{i === 0 ? ' (newest)' : ''}</option>
            ))}
          </select>
        )}
      </FormField>
      <FormAlert message={formMessage(form)} />
      <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
        Add to cluster and pay
      </PendingButton>
    </Form>
  );
}
