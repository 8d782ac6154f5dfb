import { useEffect, useState } from 'react';
import { toast } from '../../stores/toasts.ts';
import { Button } from '../../ui/button.tsx';
import type { ButtonProps } from '../../ui/button.tsx';
import { m } from '../../../shared/i18n/messages.ts';

/** Copies `text` to the clipboard and says 'Copied' for 2 s, announced to screen readers. */
export function CopyButton({
  text,
  label = m.account_copy(),
  ...props
}: { text: string; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // Clipboard access needs a secure context and permission; the text stays selectable.
      toast({ title: m.account_copy_failed(), description: m.account_copy_failed_hint(), variant: 'destructive' });
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} {...props}>
      <span aria-live="polite">{copied ? m.account_copied() : label}</span>
    </Button>
  );
}
