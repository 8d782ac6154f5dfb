import { m } from '../../shared/i18n/messages.ts';
import { TextField } from '../ui/light.ts';
import { SelectField } from './fields.tsx';
import { ContactFields, LeadFormShell, MessageField, useLeadForm } from './lead-form.tsx';
import { readOptions } from './option-labels.ts';
import { BUDGET_RANGES, COMPANY_SIZES } from '../../shared/lead-options.ts';
import { missing } from './use-form-submit.ts';

/** Island of /contact-sales: company size, expected clusters and budget for the sales team. */
export function SalesForm() {
  const form = useLeadForm('sales', { companySize: '', expectedClusters: '', budgetRange: '' }, [
    'companySize',
    'expectedClusters',
    'budgetRange',
  ]);
  const { values, set, submission } = form;
  return (
    <LeadFormShell
      form={form}
      submitLabel={m.forms_sales_submit()}
      successTitle={m.forms_sales_success()}
      onSubmit={(event) =>
        form.submit(
          event,
          {
            companySize: values.companySize,
            expectedClusters: values.expectedClusters === '' ? undefined : Number(values.expectedClusters),
            budgetRange: values.budgetRange,
          },
          missing(values, {
            companySize: m.forms_sales_choose_size(),
            expectedClusters: m.forms_enter_cluster_count(),
            budgetRange: m.forms_sales_choose_budget(),
          }),
        )
      }
    >
      <ContactFields form={form} />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <SelectField
          label={m.forms_sales_company_size()}
          name="companySize"
          placeholder={m.forms_choose()}
          options={readOptions(COMPANY_SIZES)}
          value={values.companySize}
          onChange={(e) => set('companySize')(e.target.value)}
          error={submission.fields.companySize}
        />
        <TextField
          label={m.forms_sales_expected_clusters()}
          name="expectedClusters"
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          step={1}
          value={values.expectedClusters}
          onChange={(e) => set('expectedClusters')(e.target.value)}
          error={submission.fields.expectedClusters}
        />
        <SelectField
          label={m.forms_sales_budget()}
          name="budgetRange"
          placeholder={m.forms_choose()}
          options={readOptions(BUDGET_RANGES)}
          value={values.budgetRange}
          onChange={(e) => set('budgetRange')(e.target.value)}
          error={submission.fields.budgetRange}
        />
      </div>
      <MessageField form={form} label={m.forms_sales_message()} hint={m.forms_sales_message_hint()} />
    </LeadFormShell>
  );
}
