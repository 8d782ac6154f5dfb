import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Catalog } from '../../../shared/catalog/catalog.schemas.ts';
import type { DryRunResult, ProviderTestPage } from '../../../shared/provider-tests/provider-tests.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { ApiError } from '../../lib/api-error.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Form, useSchemaForm } from '../../ui/form.tsx';
import { Alert } from '../../ui/alert.tsx';
import { FormChoice, FormField, type FieldControlProps } from '../../ui/form-field.tsx';
import { richMessage } from '../../ui/rich-message.tsx';
import { versionStatusWord } from './labels.ts';
import { dryRunFormSchema, fieldLabel, formFieldOf, specFromForm, type DryRunForm as Values } from './provider-test.ts';
import { createTestCluster, dryRun, providerTestKeys } from './provider-tests.queries.ts';
import { useCan } from '../../auth/use-can.ts';
import { invalidateApi } from '../../lib/api/client.ts';

type Outcome =
  | { kind: 'dry-run'; result: DryRunResult }
  | { kind: 'refused'; problems: Record<string, string> }
  | { kind: 'created'; name: string }
  | { kind: 'error'; message: string };

/** The dry-run form: checks a spec against the provider's limits, shows the requests, or creates a test cluster. */
export function DryRunForm({ page, catalog }: { page: ProviderTestPage; catalog: Catalog }) {
  const client = useQueryClient();
  const regions = catalog.regions.filter((r) => r.providerId === page.providerId);
  const form = useSchemaForm(dryRunFormSchema, {
    name: `${page.providerId}-test`,
    tierId: 'standard',
    regionId: regions.find((r) => r.available)?.id ?? '',
    kubernetesVersion: catalog.kubernetesVersions.find((v) => v.default)?.version ?? '',
    haControlPlane: 'no',
    poolName: 'workers',
    nodeSizeId: 'gp-4-16',
    count: '3',
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Creating a test cluster changes clusters: not offered to a role the server refuses (viewer).
  const mayCreate = useCan('clusters.write');

  const showProblems = (problems: Record<string, string>) => {
    for (const [path, message] of Object.entries(problems)) {
      const field = formFieldOf(path);
      if (field) form.setError(field, { type: 'server', message });
    }
    setOutcome({ kind: 'refused', problems });
  };

  const runDryRun = async (values: Values) => {
    const result = await dryRun(page, specFromForm(values, page.providerId));
    if (result.valid) setOutcome({ kind: 'dry-run', result });
    else showProblems(result.problems);
  };

  const create = form.handleSubmit(async (values) => {
    try {
      const cluster = await createTestCluster(page, specFromForm(values, page.providerId));
      setOutcome({ kind: 'created', name: cluster.name });
      await invalidateApi(client, [providerTestKeys.clusters(page)]);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fields) showProblems(error.fields);
      else setOutcome({ kind: 'error', message: errorMessage(error) });
    }
  });

  const select = (options: { value: string; label: string }[]) => (wiring: FieldControlProps) => (
    <select {...wiring}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );

  return (
    <section aria-labelledby="dry-run-heading" className="grid gap-4">
      <h2 id="dry-run-heading" className="text-lg font-semibold">
        {m.provider_tests_dry_run_heading()}
      </h2>
      <p className="text-sm text-muted-foreground">{m.provider_tests_dry_run_intro({ service: page.service })}</p>
      <Form
        form={form}
        onSubmit={runDryRun}
        className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:grid-cols-2"
      >
        <FormField control={form.control} name="name" label={m.provider_tests_field_name()} autoComplete="off" />
        <FormField control={form.control} name="tierId" label={m.provider_tests_field_tier()}>
          {select(catalog.tiers.map((t) => ({ value: t.id, label: t.name })))}
        </FormField>
        <FormField control={form.control} name="regionId" label={m.provider_tests_field_region()}>
          {select(regions.map((r) => ({ value: r.id, label: `${r.name} (${r.id})` })))}
        </FormField>
        <FormField control={form.control} name="kubernetesVersion" label={m.provider_tests_field_version()}>
          {select(
            catalog.kubernetesVersions.map((v) => ({
              value: v.version,
              label: `${v.version} (${versionStatusWord(v.status)})`,
            })),
          )}
        </FormField>
        <FormField
          control={form.control}
          name="poolName"
          label={m.provider_tests_dry_run_node_pool_name()}
          autoComplete="off"
        />
        <FormField control={form.control} name="nodeSizeId" label={m.provider_tests_field_node_size()}>
          {select(catalog.nodeSizes.map((s) => ({ value: s.id, label: `${s.id} (${s.vcpu} vCPU, ${s.memoryGb} GB)` })))}
        </FormField>
        <FormField control={form.control} name="count" label={m.provider_tests_field_nodes()} inputMode="numeric" />
        <FormChoice
          control={form.control}
          name="haControlPlane"
          legend={m.provider_tests_field_control_plane()}
          options={[
            { value: 'no', label: m.provider_tests_dry_run_single() },
            { value: 'yes', label: m.provider_tests_dry_run_ha() },
          ]}
        />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {m.provider_tests_dry_run_run()}
          </Button>
          {mayCreate ? (
            <Button variant="outline" onClick={() => void create()}>
              {m.provider_tests_dry_run_create()}
            </Button>
          ) : null}
        </div>
      </Form>
      <DryRunOutcome outcome={outcome} service={page.service} />
    </section>
  );
}

function DryRunOutcome({ outcome, service }: { outcome: Outcome | null; service: string }) {
  if (!outcome) return null;
  if (outcome.kind === 'error') return <Alert>{outcome.message}</Alert>;
  if (outcome.kind === 'created') {
    return (
      <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
        {m.provider_tests_dry_run_created({ name: outcome.name })}
      </p>
    );
  }
  if (outcome.kind === 'refused') {
    return (
      <Alert look="banner" className="text-sm">
        <p className="font-medium text-destructive">{m.provider_tests_dry_run_refused({ service })}</p>
        <ul className="mt-2 list-disc pl-5">
          {Object.entries(outcome.problems).map(([path, message]) => (
            <li key={path}>
              <span className="font-medium">{m.provider_tests_dry_run_problem_field({ field: fieldLabel(path) })}</span>{' '}
              {message}
            </li>
          ))}
        </ul>
      </Alert>
    );
  }
  return (
    <div className="grid gap-3">
      <p role="status" className="text-sm font-medium">
        {m.provider_tests_dry_run_accepted({ service })}
      </p>
      {outcome.result.requests.map((request, i) => (
        <figure key={`${request.url}-${i}`} className="grid gap-1">
          <figcaption className="text-sm">
            {richMessage(
              (slot) =>
                m.provider_tests_dry_run_request({
                  index: i + 1,
                  description: request.description,
                  request: slot.request,
                }),
              {
                request: (
                  <span className="font-mono">
                    {request.method} {request.url}
                  </span>
                ),
              },
            )}
          </figcaption>
          <pre
            tabIndex={0}
            aria-label={m.provider_tests_dry_run_request_body({ index: i + 1 })}
            className="max-h-96 overflow-auto rounded-md border border-border bg-muted p-3 text-xs"
          >
            {JSON.stringify(request.body, null, 2)}
          </pre>
        </figure>
      ))}
    </div>
  );
}
