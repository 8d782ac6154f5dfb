import { useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { m } from '../../../shared/i18n/messages.ts';

/**
 * The bank's 3-D Secure screen, as the built-in test provider simulates it, for any charge (an
 * order, a cluster change): the customer approves the payment or makes the check fail, or, when
 * `onCancel` is given, gives up the payment altogether. It stays open until one of them has run.
 */
export function BankConfirmationDialog({
  children,
  onAnswer,
  onCancel,
}: {
  children: ReactNode;
  onAnswer: (outcome: 'approve' | 'fail') => Promise<void>;
  onCancel?: () => Promise<void>;
}) {
  const [pending, setPending] = useState<'approve' | 'fail' | 'cancel' | null>(null);
  const run = async (what: 'approve' | 'fail' | 'cancel', action: () => Promise<void>) => {
    setPending(what);
    try {
      await action();
    } finally {
      setPending(null);
    }
  };
  const answer = (outcome: 'approve' | 'fail') => run(outcome, () => onAnswer(outcome));
  return (
    // Escape and clicks outside are ignored: the bank needs an answer.
    <Dialog open onOpenChange={() => undefined}>
      <DialogContent onEscapeKeyDown={(event) => event.preventDefault()}>
        <DialogHeader>
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {m.billing_bank_eyebrow()}
          </p>
          <DialogTitle>{m.billing_bank_title()}</DialogTitle>
          <DialogDescription>
            {children} {m.billing_bank_simulated()}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          {onCancel ? (
            <PendingButton
              variant="ghost"
              pending={pending === 'cancel'}
              disabled={pending !== null}
              onClick={() => void run('cancel', onCancel)}
            >
              {m.billing_cancel()}
            </PendingButton>
          ) : null}
          <PendingButton
            variant="outline"
            pending={pending === 'fail'}
            disabled={pending !== null}
            onClick={() => void answer('fail')}
          >
            {m.billing_bank_fail()}
          </PendingButton>
          <PendingButton
            pending={pending === 'approve'}
            disabled={pending !== null}
            onClick={() => void answer('approve')}
          >
            {m.billing_bank_approve()}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
