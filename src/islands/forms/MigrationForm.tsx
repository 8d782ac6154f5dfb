import { useEffect, useState } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { TextField } from '../ui/light.ts';
import { CheckboxGroup, SelectField } from './fields.tsx';
import { ContactFields, LeadFormShell, MessageField, useLeadForm } from './lead-form.tsx';
import { readOptions } from './option-labels.ts';
import { MIGRATION_PLATFORMS, WORKLOAD_KINDS } from '../../shared/lead-options.ts';
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
      submitLabel={m.forms_migration_submit()}
      successTitle={m.forms_migration_success()}
      onSubmit={(event) => {
        const problems = missing(values, {
          currentPlatform: m.forms_migration_choose_platform(),
          clusterCount: m.forms_enter_cluster_count(),
          targetDate: m.forms_migration_choose_date(),
        });
        if (values.workloads.length === 0) problems.workloads = m.forms_migration_choose_workload();
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
        <SelectField
          label={m.forms_migration_platform()}
          name="currentPlatform"
          placeholder={m.forms_choose()}
          options={readOptions(MIGRATION_PLATFORMS)}
          value={values.currentPlatform}
          onChange={(e) => set('currentPlatform')(e.target.value)}
          error={submission.fields.currentPlatform}
        />
        <TextField
          label={m.forms_migration_cluster_count()}
          name="clusterCount"
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          value={values.clusterCount}
          onChange={(e) => set('clusterCount')(e.target.value)}
          error={submission.fields.clusterCount}
        />
        <TextField
          label={m.forms_migration_target_date()}
          name="targetDate"
          type="date"
          min={minDate}
          value={values.targetDate}
          onChange={(e) => set('targetDate')(e.target.value)}
          error={submission.fields.targetDate}
        />
      </div>
      <CheckboxGroup
        legend={m.forms_migration_workloads()}
        name="workloads"
        options={readOptions(WORKLOAD_KINDS)}
        values={values.workloads}
        onChange={set('workloads')}
        error={submission.fields.workloads}
      />
      <MessageField form={form} label={m.forms_migration_details()} hint={m.forms_migration_details_hint()} />
    </LeadFormShell>
  );
}
