import { useEffect, useState } from 'react';
import { MIGRATION_PLATFORMS, WORKLOAD_KINDS } from '../../shared/lead-options.ts';
import { TextField } from './controls.tsx';
import { CheckboxGroup, SelectField } from './fields.tsx';
import { ContactFields, LeadFormShell, MessageField, useLeadForm } from './lead-form.tsx';
import { missing } from './use-form-submit.ts';

/** Island of /workload-migration: where the clusters run today, what runs on them, and by when. */
export function MigrationForm() {
  const form = useLeadForm(
    'migration',
    { currentPlatform: '', clusterCount: '', workloads: [] as string[], targetDate: '' },
    ['currentPlatform', 'clusterCount', 'workloads', 'targetDate'],
  );
  const { values, set, submission } = form;
  const [minDate, setMinDate] = useState<string>();
  useEffect(() => setMinDate(new Date().toISOString().slice(0, 10)), []);

  return (
    <LeadFormShell
      form={form}
      submitLabel="Request a migration assessment"
      successTitle="Assessment requested"
      onSubmit={(event) => {
        const problems = missing(values, {
          currentPlatform: 'Choose your current platform.',
          clusterCount: 'Enter the number of clusters.',
          targetDate: 'Choose a target date.',
        });
        if (values.workloads.length === 0) problems.workloads = 'Choose at least one kind of workload.';
        form.submit(
          event,
          {
            currentPlatform: values.currentPlatform,
            clusterCount: values.clusterCount === '' ? undefined : Number(values.clusterCount),
            workloads: values.workloads,
            targetDate: values.targetDate,
          },
          problems,
        );
      }}
    >
      <ContactFields form={form} />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <SelectField label="Current platform" name="currentPlatform" placeholder="Choose…" options={MIGRATION_PLATFORMS} value={values.currentPlatform} onChange={(e) => set('currentPlatform')(e.target.value)} error={submission.fields.currentPlatform} />
        <TextField label="Number of clusters" name="clusterCount" type="number" inputMode="numeric" min={1} max={10000} value={values.clusterCount} onChange={(e) => set('clusterCount')(e.target.value)} error={submission.fields.clusterCount} />
        <TextField label="Target date" name="targetDate" type="date" min={minDate} value={values.targetDate} onChange={(e) => set('targetDate')(e.target.value)} error={submission.fields.targetDate} />
      </div>
      <CheckboxGroup legend="Workloads to move" name="workloads" options={WORKLOAD_KINDS} values={values.workloads} onChange={set('workloads')} error={submission.fields.workloads} />
      <MessageField form={form} label="Details" hint="Kubernetes versions, Helm or GitOps tooling, data volumes, downtime you can accept…" />
    </LeadFormShell>
  );
}
