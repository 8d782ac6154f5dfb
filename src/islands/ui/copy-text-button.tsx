import { useEffect, useState } from 'react';
import { m } from '../../shared/i18n/messages.ts';
import { buttonVariants } from './button-variants.ts';

/** Copies `text`, saying 'Copied' for 2 s (announced); without clipboard access the text stays selectable. */
export function CopyTextButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState<boolean | 'failed'>(false);
  useEffect(() => {
    if (copied === false) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied('failed'),
    );
  return (
    <button type="button" className={buttonVariants({ variant: 'outline', size: 'sm' })} onClick={() => void copy()}>
      <span aria-live="polite">
        {copied === true ? m.forms_copied() : copied === 'failed' ? m.forms_select_and_copy() : label}
      </span>
    </button>
  );
}
