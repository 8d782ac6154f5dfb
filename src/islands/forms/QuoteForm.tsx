import { m } from '../../shared/i18n/messages.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { controlClass, cx } from '../ui/light.ts';
import { CheckboxGroup, SelectField } from './fields.tsx';
import { ContactFields, LeadFormShell, MessageField, useLeadForm } from './lead-form.tsx';
import { readOptions } from './option-labels.ts';
import { COMPLIANCE_NEEDS, QUOTE_TERMS } from '../../shared/lead-options.ts';

export type QuoteOption = { id: string; name: string };

/** Island of /custom-quote: cluster types with node counts, regions, compliance needs and term. */
export function QuoteForm({ tiers, regions }: { tiers: QuoteOption[]; regions: QuoteOption[] }) {
  const clusterFields = tiers.flatMap((_, i) => [`clusters.${i}.type`, `clusters.${i}.nodes`]);
  const form = useLeadForm(
    'quote',
    { nodes: {} as Record<string, string>, regions: [] as string[], compliance: [] as string[], term: 'monthly' },
    ['clusters', ...clusterFields, 'regions', 'compliance', 'term'],
  );
  const { values, set, submission } = form;
  const hydrated = useHydrated();
  const chosen = tiers.filter((tier) => values.nodes[tier.id] !== undefined);
  const fieldOf = (tierId: string) => {
    const i = chosen.findIndex((tier) => tier.id === tierId);
    return i < 0 ? undefined : (submission.fields[`clusters.${i}.nodes`] ?? submission.fields[`clusters.${i}.type`]);
  };
  const toggleTier = (id: string, on: boolean) => {
    const next = { ...values.nodes };
    if (on) next[id] = next[id] ?? '3';
    else delete next[id];
    set('nodes')(next);
  };

  function onSubmit(event: Parameters<typeof form.submit>[0]) {
    const problems: Record<string, string> = {};
    if (chosen.length === 0) problems.clusters = m.forms_quote_choose_tier();
    chosen.forEach((tier, i) => {
      if ((values.nodes[tier.id] ?? '').trim() === '') problems[`clusters.${i}.nodes`] = m.forms_quote_enter_nodes();
    });
    if (values.regions.length === 0) problems.regions = m.forms_quote_choose_region();
    const clusters = chosen.map((tier) => ({ type: tier.id, nodes: Number(values.nodes[tier.id]) }));
    form.submit(
      event,
      { clusters, regions: values.regions, compliance: values.compliance, term: values.term },
      problems,
    );
  }

  return (
    <LeadFormShell
      form={form}
      submitLabel={m.forms_quote_submit()}
      successTitle={m.forms_quote_success()}
      onSubmit={onSubmit}
    >
      <ContactFields form={form} />
      <fieldset
        className="grid gap-2"
        aria-describedby={submission.fields.clusters ? 'quote-clusters-error' : undefined}
        data-invalid={submission.fields.clusters ? true : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{m.forms_quote_clusters()}</legend>
        <div className="grid gap-2">
          {tiers.map((tier) => {
            const on = values.nodes[tier.id] !== undefined;
            const error = fieldOf(tier.id);
            return (
              <div key={tier.id} className="grid gap-1">
                <div className="flex flex-wrap items-center gap-3">
                  <label className="flex min-w-56 flex-1 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={on}
                      disabled={!hydrated}
                      onChange={(e) => toggleTier(tier.id, e.target.checked)}
                    />
                    {tier.name}
                  </label>
                  <label className="flex items-center gap-2 text-sm text-muted-foreground">
                    {m.forms_quote_nodes()}
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={1000}
                      className={cx(controlClass, 'h-9 w-24')}
                      disabled={!on || !hydrated}
                      value={values.nodes[tier.id] ?? ''}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `quote-${tier.id}-error` : undefined}
                      onChange={(e) => set('nodes')({ ...values.nodes, [tier.id]: e.target.value })}
                    />
                  </label>
                </div>
                {error ? (
                  <p id={`quote-${tier.id}-error`} className="text-sm text-destructive">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        {submission.fields.clusters ? (
          <p id="quote-clusters-error" className="text-sm text-destructive">
            {submission.fields.clusters}
          </p>
        ) : null}
      </fieldset>
      <CheckboxGroup
        legend={m.forms_quote_regions()}
        name="regions"
        options={regions.map((r) => ({ value: r.id, label: r.name }))}
        values={values.regions}
        onChange={set('regions')}
        error={submission.fields.regions}
      />
      <CheckboxGroup
        legend={m.forms_quote_compliance()}
        name="compliance"
        hint={m.forms_quote_compliance_hint()}
        options={readOptions(COMPLIANCE_NEEDS)}
        values={values.compliance}
        onChange={set('compliance')}
        error={submission.fields.compliance}
      />
      <SelectField
        label={m.forms_quote_term()}
        name="term"
        options={readOptions(QUOTE_TERMS)}
        value={values.term}
        onChange={(e) => set('term')(e.target.value)}
        error={submission.fields.term}
      />
      <MessageField form={form} label={m.forms_quote_message()} hint={m.forms_quote_message_hint()} />
    </LeadFormShell>
  );
}
