import { useEffect, useState } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { TextField } from '../ui/light.ts';
import { SelectField } from './fields.tsx';
import { ContactFields, LeadFormShell, MessageField, useLeadForm } from './lead-form.tsx';
import { readOptions } from './option-labels.ts';
import { DEMO_TIME_WINDOWS } from '../../shared/lead-options.ts';
import { missing } from './use-form-submit.ts';
import { MS_PER_DAY } from '../../shared/time.ts';

const FALLBACK_ZONES = [
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Warsaw',
  'UTC',
];

/** Time zones the browser knows, and the visitor's own; read after hydration (the HTML is prerendered). */
function useTimeZones(onDetected: (zone: string) => void) {
  const [zones, setZones] = useState(FALLBACK_ZONES);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once: later choices are the visitor's.
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : FALLBACK_ZONES;
    setZones([...new Set([...known, 'UTC', own])].sort());
    if (own) onDetected(own);
    // Runs once: later choices are the visitor's.
  }, []);
  return zones;
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * MS_PER_DAY).toISOString().slice(0, 10);

/** Island of /schedule-demo: a preferred date, time of day and time zone for a live demo. */
export function DemoForm() {
  const form = useLeadForm('demo', { preferredDate: '', timeWindow: 'morning', timeZone: 'Europe/Paris' }, [
    'preferredDate',
    'timeWindow',
    'timeZone',
  ]);
  const { values, set, submission } = form;
  const zones = useTimeZones(set('timeZone'));
  const [minDate, setMinDate] = useState<string>();
  useEffect(() => setMinDate(isoDay(1)), []);
  return (
    <LeadFormShell
      form={form}
      submitLabel={m.forms_demo_submit()}
      successTitle={m.forms_demo_success()}
      onSubmit={(event) =>
        form.submit(
          event,
          { preferredDate: values.preferredDate, timeWindow: values.timeWindow, timeZone: values.timeZone },
          missing(values, { preferredDate: m.forms_demo_choose_date() }),
        )
      }
    >
      <ContactFields form={form} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          label={m.forms_demo_date()}
          name="preferredDate"
          type="date"
          min={minDate}
          max={isoDay(183)}
          value={values.preferredDate}
          onChange={(e) => set('preferredDate')(e.target.value)}
          error={submission.fields.preferredDate}
        />
        <SelectField
          label={m.forms_demo_time_of_day()}
          name="timeWindow"
          options={readOptions(DEMO_TIME_WINDOWS)}
          value={values.timeWindow}
          onChange={(e) => set('timeWindow')(e.target.value)}
          error={submission.fields.timeWindow}
        />
        <div className="sm:col-span-2">
          <SelectField
            label={m.forms_demo_time_zone()}
            name="timeZone"
            options={zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
            value={values.timeZone}
            onChange={(e) => set('timeZone')(e.target.value)}
            error={submission.fields.timeZone}
            hint={m.forms_demo_time_zone_hint()}
          />
        </div>
      </div>
      <MessageField form={form} label={m.forms_demo_message()} hint={m.forms_demo_message_hint()} />
    </LeadFormShell>
  );
}
