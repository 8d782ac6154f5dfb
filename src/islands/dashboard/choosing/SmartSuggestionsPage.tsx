import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { m } from '../../../shared/i18n/messages.ts';
import { catalogQuery } from '../../lib/catalog-query.ts';
import { useCurrencyState } from '../../pricing/use-currency-state.ts';
import { Button } from '../../ui/button.tsx';
import { Form, useSchemaForm } from '../../ui/form.tsx';
import { FormChoice } from '../../ui/form-field.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';
import { SuggestionCard } from './SuggestionCard.tsx';
import { answersSchema, suggest, type Answers } from './suggestions.ts';
import { QueryError } from '../../ui/query-state.tsx';

/** /smart-suggestions: a few questions, three ranked clusters with the reasons and the price. */
export function SmartSuggestionsPage() {
  const catalog = useQuery(catalogQuery());
  const { format, currency, billingCycle } = useCurrencyState();
  const [answers, setAnswers] = useState<Answers | null>(null);
  const form = useSchemaForm(answersSchema, {
    workload: 'web',
    environment: 'production',
    sensitivity: 'public',
    gpu: 'none',
    size: '1-3',
    budget: 'none',
    location: 'any',
  });
  const suggestions = answers && catalog.data ? suggest(answers, catalog.data) : null;
  const questions = [
    {
      name: 'workload',
      legend: m.choosing_q_workload(),
      options: [
        ['web', m.choosing_workload_web()],
        ['data', m.choosing_workload_data()],
        ['ai', m.choosing_workload_ai()],
        ['batch', m.choosing_workload_batch()],
        ['dev', m.choosing_workload_dev()],
      ],
    },
    {
      name: 'environment',
      legend: m.choosing_q_environment(),
      options: [
        ['production', m.choosing_env_production()],
        ['staging', m.choosing_env_staging()],
        ['development', m.choosing_env_development()],
      ],
    },
    {
      name: 'sensitivity',
      legend: m.choosing_q_sensitivity(),
      options: [
        ['public', m.choosing_sensitivity_public()],
        ['personal', m.choosing_sensitivity_personal()],
        ['health', m.choosing_sensitivity_health()],
        ['financial', m.choosing_sensitivity_financial()],
      ],
    },
    {
      name: 'gpu',
      legend: m.choosing_q_gpu(),
      options: [
        ['none', m.choosing_no()],
        ['inference', m.choosing_gpu_inference()],
        ['training', m.choosing_gpu_training()],
      ],
    },
    {
      name: 'size',
      legend: m.choosing_q_size(),
      options: [
        ['1-3', m.choosing_size_range({ min: 1, max: 3 })],
        ['4-20', m.choosing_size_range({ min: 4, max: 20 })],
        ['21-100', m.choosing_size_range({ min: 21, max: 100 })],
        ['100+', m.choosing_size_more({ min: 100 })],
      ],
    },
    {
      name: 'budget',
      legend: m.choosing_q_budget(),
      options: [
        ['50', m.choosing_budget_up_to({ amount: format(5000) })],
        ['300', m.choosing_budget_up_to({ amount: format(30_000) })],
        ['1500', m.choosing_budget_up_to({ amount: format(150_000) })],
        ['none', m.choosing_budget_none()],
      ],
    },
    {
      name: 'location',
      legend: m.choosing_q_location(),
      options: [
        ['france', m.choosing_location_france()],
        ['eu', m.choosing_location_eu()],
        ['europe', m.choosing_location_europe()],
        ['any', m.choosing_location_any()],
      ],
    },
  ] as const;
  return (
    <>
      <PageHeader title={m.choosing_suggestions_title()} description={m.choosing_suggestions_description()} />
      <Form
        form={form}
        onSubmit={(values) => setAnswers(values)}
        className="grid gap-6 rounded-lg border border-border bg-card p-4 sm:grid-cols-2"
      >
        {questions.map((q) => (
          <FormChoice
            key={q.name}
            control={form.control}
            name={q.name}
            legend={q.legend}
            options={q.options.map(([value, label]) => ({ value, label }))}
          />
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={!catalog.data}>
            {m.choosing_suggest()}
          </Button>
        </div>
      </Form>
      {catalog.isError ? (
        <QueryError
          error={catalog.error}
          onRetry={() => void catalog.refetch()}
          text={(message) => m.choosing_catalog_error({ message: message })}
        />
      ) : null}
      {suggestions && catalog.data ? (
        <section aria-labelledby="suggestions-heading" className="mt-8 grid gap-4">
          <h2 id="suggestions-heading" className="text-xl font-semibold">
            {m.choosing_our_suggestions()}
          </h2>
          {suggestions.length === 0 ? (
            <p role="status">{m.choosing_no_fit()}</p>
          ) : (
            <ol className="grid gap-4 lg:grid-cols-3">
              {suggestions.map((s, i) => (
                <SuggestionCard
                  key={s.tier.id}
                  suggestion={s}
                  rank={i + 1}
                  catalog={catalog.data}
                  currency={currency}
                  billingCycle={billingCycle}
                />
              ))}
            </ol>
          )}
        </section>
      ) : null}
    </>
  );
}
