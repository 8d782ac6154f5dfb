import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogQuery } from '../../lib/catalog-query.ts';
import { useCurrencyState } from '../../pricing/use-currency-state.ts';
import { Button } from '../../ui/button.tsx';
import { Form, useSchemaForm } from '../../ui/form.tsx';
import { FormChoice } from '../../ui/form-field.tsx';
import { PageHeader } from '../pages/PageHeader.tsx';
import { SuggestionCard } from './SuggestionCard.tsx';
import { answersSchema, suggest, type Answers } from './suggestions.ts';

/** /smart-suggestions: a few questions, three ranked clusters with the reasons and the price. */
export function SmartSuggestionsPage() {
  const catalog = useQuery(catalogQuery());
  const { format, currency, billingCycle } = useCurrencyState();
  const [answers, setAnswers] = useState<Answers | null>(null);
  const form = useSchemaForm(answersSchema, { workload: 'web', environment: 'production', sensitivity: 'public', gpu: 'none', size: '1-3', budget: 'none', location: 'any' });
  const suggestions = answers && catalog.data ? suggest(answers, catalog.data) : null;
  const questions = [
    { name: 'workload', legend: 'What will it run?', options: [['web', 'Web services and APIs'], ['data', 'Data processing and analytics'], ['ai', 'AI and machine learning'], ['batch', 'Batch jobs and workers'], ['dev', 'Development and CI']] },
    { name: 'environment', legend: 'Which environment?', options: [['production', 'Production'], ['staging', 'Staging'], ['development', 'Development']] },
    { name: 'sensitivity', legend: 'What data will it hold?', options: [['public', 'Nothing sensitive'], ['personal', 'Personal data (GDPR)'], ['health', 'Health data (HDS)'], ['financial', 'Financial data']] },
    { name: 'gpu', legend: 'Does it need GPUs?', options: [['none', 'No'], ['inference', 'Yes, for inference'], ['training', 'Yes, for training']] },
    { name: 'size', legend: 'How many nodes do you expect?', options: [['1-3', '1 to 3'], ['4-20', '4 to 20'], ['21-100', '21 to 100'], ['100+', 'More than 100']] },
    { name: 'budget', legend: 'Monthly budget', options: [['50', `Up to ${format(5000)}`], ['300', `Up to ${format(30_000)}`], ['1500', `Up to ${format(150_000)}`], ['none', 'No fixed budget']] },
    { name: 'location', legend: 'Where must it run?', options: [['france', 'In France'], ['eu', 'In the European Union'], ['europe', 'In Europe (EU, UK, Switzerland)'], ['any', 'No preference']] },
  ] as const;
  return (
    <>
      <PageHeader title="Smart suggestions" description="Answer a few questions: we rank three clusters for you, with the reasons and the price, each one click from the wizard." />
      <Form form={form} onSubmit={(values) => setAnswers(values)} className="grid gap-6 rounded-lg border border-border bg-card p-4 sm:grid-cols-2">
        {questions.map((q) => (
          <FormChoice key={q.name} control={form.control} name={q.name} legend={q.legend} options={q.options.map(([value, label]) => ({ value, label }))} />
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={!catalog.data}>Suggest clusters</Button>
        </div>
      </Form>
      {catalog.isError ? <p role="alert" className="mt-4 text-destructive">The catalog could not be loaded: {catalog.error.message}</p> : null}
      {suggestions && catalog.data ? (
        <section aria-labelledby="suggestions-heading" className="mt-8 grid gap-4">
          <h2 id="suggestions-heading" className="text-xl font-semibold">Our suggestions</h2>
          {suggestions.length === 0 ? (
            <p role="status">No cluster fits all of these answers: try another location or a larger budget.</p>
          ) : (
            <ol className="grid gap-4 lg:grid-cols-3">
              {suggestions.map((s, i) => (
                <SuggestionCard key={s.tier.id} suggestion={s} rank={i + 1} catalog={catalog.data} currency={currency} billingCycle={billingCycle} />
              ))}
            </ol>
          )}
        </section>
      ) : null}
    </>
  );
}
