import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Attachment } from '../../../shared/attachments/attachments.schemas.ts';
import { catalogQuery } from '../../lib/catalog-query.ts';
import {
  customSolutionInputSchema,
  type CustomSolution,
  type CustomSolutionInput,
} from '../../../shared/custom-solutions/custom-solutions.schemas.ts';
import { m } from '../../../shared/i18n/messages.ts';
import { cn } from '../../lib/cn.ts';
import { apiRequest } from '../../lib/api/client.ts';
import { toast } from '../../stores/toasts.ts';
import { Form, formMessage, useSchemaForm } from '../../ui/form.tsx';
import { Alert } from '../../ui/alert.tsx';
import { FormCheckboxes, FormField } from '../../ui/form-field.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { marketplaceKeys } from '../marketplace/marketplace.queries.ts';
import { AttachmentPicker } from './AttachmentPicker.tsx';
import { budgetOptions, complianceOptions, workloadOptions } from './labels.ts';

const DEFAULTS: DefaultValues<z.input<typeof customSolutionInputSchema>> = {
  title: '',
  workloads: [],
  regions: [],
  compliance: [],
  budgetRange: undefined,
  description: '',
  attachmentIds: [],
};

/** The request for a tailored offer, checked with the server's own schema. */
export function CustomSolutionForm() {
  const client = useQueryClient();
  const catalog = useQuery(catalogQuery());
  const form = useSchemaForm(customSolutionInputSchema, DEFAULTS);
  const [files, setFiles] = useState<Attachment[]>([]);
  const providers = new Map((catalog.data?.providers ?? []).map((p) => [p.id, p.name]));
  const regions = (catalog.data?.regions ?? [])
    .filter((r) => r.available)
    .map((r) => ({ value: r.id, label: `${r.name} (${r.city}, ${providers.get(r.providerId) ?? r.providerId})` }));
  const send = async (body: CustomSolutionInput) => {
    const created = await apiRequest<CustomSolution>('/api/custom-solutions', {
      method: 'POST',
      body: { ...body, attachmentIds: files.map((f) => f.id) },
    });
    client.setQueryData<CustomSolution[]>(marketplaceKeys.customSolutions, (list) => [created, ...(list ?? [])]);
    form.reset(DEFAULTS);
    setFiles([]);
    toast({
      title: m.custom_solutions_sent_title(),
      description: m.custom_solutions_sent_description({ reference: created.reference }),
      variant: 'success',
    });
  };
  return (
    <Form form={form} onSubmit={send} className="grid gap-5 rounded-lg border border-border bg-card p-5">
      <h2 className="text-lg font-semibold">{m.custom_solutions_form_heading()}</h2>
      <FormField
        control={form.control}
        name="title"
        label={m.custom_solutions_need()}
        placeholder={m.custom_solutions_need_placeholder()}
      />
      <FormCheckboxes
        control={form.control}
        name="workloads"
        legend={m.custom_solutions_workloads()}
        options={workloadOptions()}
        listClassName="sm:grid-cols-2"
      />
      <FormCheckboxes
        control={form.control}
        name="regions"
        legend={m.custom_solutions_regions()}
        options={regions}
        description={catalog.isPending ? m.custom_solutions_loading_regions() : m.custom_solutions_regions_hint()}
        listClassName="max-h-56 overflow-y-auto rounded-md border border-input p-2 sm:grid-cols-2"
      />
      <FormCheckboxes
        control={form.control}
        name="compliance"
        legend={m.custom_solutions_compliance()}
        options={complianceOptions()}
      />
      <FormField control={form.control} name="budgetRange" label={m.custom_solutions_budget()}>
        {({ className, ...control }) => (
          <select {...control} value={control.value ?? ''} className={cn(className, 'pr-8')}>
            <option value="">{m.custom_solutions_choose_range()}</option>
            {budgetOptions().map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        control={form.control}
        name="description"
        label={m.custom_solutions_describe()}
        description={m.custom_solutions_describe_hint()}
      >
        {({ className, ...control }) => <textarea {...control} rows={6} className={cn(className, 'h-auto py-2')} />}
      </FormField>
      <AttachmentPicker files={files} onChange={setFiles} />
      <Alert>{formMessage(form)}</Alert>
      <PendingButton type="submit" pending={form.formState.isSubmitting} className="justify-self-start">
        {m.custom_solutions_send()}
      </PendingButton>
    </Form>
  );
}
