import { BUDGET_RANGES, COMPANY_SIZES } from '../../shared/lead-options.ts';
import { TextField } from './controls.tsx';
import { SelectField } from './fields.tsx';
import { ContactFields, LeadFormShell, MessageField, useLeadForm } from './lead-form.tsx';
import { missing } from './use-form-submit.ts';

/** Island of /contact-sales: company size, expected clusters and budget for the sales team. */
export function SalesForm() {
  const form = useLeadForm('sales', { companySize: '', expectedClusters: '', budgetRange: '' }, ['companySize', 'expectedClusters', 'budgetRange']);
  const { values, set, submission } = form;
  return (
    <LeadFormShell
      form={form}
      submitLabel="Contact sales"
      successTitle="Request sent to our sales team"
      onSubmit={(event) =>
        form.submit(
          event,
          {
            companySize: values.companySize,
            expectedClusters: values.expectedClusters === '' ? undefined : Number(values.expectedClusters),
            budgetRange: values.budgetRange,
          },
          missing(values, {
            companySize: 'Choose the size of your company.',
            expectedClusters: 'Enter the number of clusters.',
            budgetRange: 'Choose a monthly budget range.',
          }),
        )
      }
    >
      <ContactFields form={form} />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <SelectField label="Company size" name="companySize" placeholder="Choose…" options={COMPANY_SIZES} value={values.companySize} onChange={(e) => set('companySize')(e.target.value)} error={submission.fields.companySize} />
        <TextField label="Expected clusters" name="expectedClusters" type="number" inputMode="numeric" min={1} max={10000} step={1} value={values.expectedClusters} onChange={(e) => set('expectedClusters')(e.target.value)} error={submission.fields.expectedClusters} />
        <SelectField label="Monthly budget" name="budgetRange" placeholder="Choose…" options={BUDGET_RANGES} value={values.budgetRange} onChange={(e) => set('budgetRange')(e.target.value)} error={submission.fields.budgetRange} />
      </div>
      <MessageField form={form} label="Anything else we should know?" hint="Timeline, current provider, procurement requirements…" />
    </LeadFormShell>
  );
}
