import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { CopyButton } from './CopyButton.tsx';
import { m } from '../../../shared/i18n/messages.ts';
import { formatTimestamp } from '../../../shared/format/dates.ts';

/** Offers the recovery codes as a text file, one per line. */
function downloadCodes(codes: readonly string[]): void {
  const text = [
    m.account_codes_file_title(),
    m.account_codes_file_created({ date: formatTimestamp(new Date()) }),
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Shows freshly issued recovery codes once. The server keeps only their hashes, so the user
 * must confirm they saved them before the codes disappear.
 */
export function RecoveryCodes({ codes, onClose }: { codes: readonly string[]; onClose: () => void }) {
  const [saved, setSaved] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const checkboxId = useId();
  // The codes replace the form the user was in: move focus to them so they are read first.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="grid gap-4 rounded-md border border-warning/50 bg-warning/5 p-4">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold">
        {m.account_codes_title()}
      </h3>
      <p className="text-sm text-muted-foreground">{m.account_codes_text()}</p>
      <ol
        className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:max-w-sm"
        aria-label={m.account_codes_list()}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join('\n')} label={m.account_copy()} aria-label={m.account_codes_copy()} />
        <Button variant="outline" size="sm" onClick={() => downloadCodes(codes)}>
          {m.account_codes_download()}
        </Button>
      </div>
      <div className="flex items-center gap-2 text-sm">
        <input
          id={checkboxId}
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          className="size-4 accent-primary"
        />
        <label htmlFor={checkboxId}>{m.account_codes_saved()}</label>
      </div>
      <Button className="justify-self-start" disabled={!saved} onClick={onClose}>
        {m.account_codes_done()}
      </Button>
    </div>
  );
}
