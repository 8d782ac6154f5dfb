import { Button } from '../../../ui/button.tsx';
import { CopyButton } from '../CopyButton.tsx';
import { m } from '../../../../shared/i18n/messages.ts';

/** A secret shown once (an API token, a webhook signing secret), with a copy button. */
export function SecretReveal({
  label,
  copyLabel,
  value,
  note,
  onDone,
}: {
  label: string;
  copyLabel: string;
  value: string;
  note: string;
  onDone: () => void;
}) {
  return (
    <div role="status" className="grid gap-2 rounded-md border border-success/50 bg-success/5 p-4 text-sm">
      <p className="font-medium">{label}</p>
      <p className="text-muted-foreground">{note}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="break-all rounded bg-muted px-2 py-1 font-mono text-xs" data-testid="secret-value">
          {value}
        </code>
        <CopyButton text={value} label={copyLabel} />
      </div>
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={onDone}>
        {m.account_copied_it()}
      </Button>
    </div>
  );
}
