import { useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { PendingButton } from '../ui/pending-button.tsx';

/**
 * The bank's 3-D Secure screen, as the built-in test provider simulates it, for any charge (an
 * order, a cluster change): the customer approves the payment or makes the check fail. It stays
 * open until `onAnswer` has run for one of the two.
 */
export function BankConfirmationDialog({ children, onAnswer }: { children: ReactNode; onAnswer: (outcome: 'approve' | 'fail') => Promise<void> }) {
  const [pending, setPending] = useState<'approve' | 'fail' | null>(null);
  const answer = async (outcome: 'approve' | 'fail') => {
    setPending(outcome);
    try {
      await onAnswer(outcome);
    } finally {
      setPending(null);
    }
  };
  return (
    // Escape and clicks outside are ignored: the bank needs an answer.
    <Dialog open onOpenChange={() => undefined}>
      <DialogContent onEscapeKeyDown={(event) => event.preventDefault()}>
        <DialogHeader>
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Test bank · 3-D Secure</p>
          <DialogTitle>Confirm this payment</DialogTitle>
          <DialogDescription>{children} This screen is simulated by the test payment provider.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <PendingButton variant="outline" pending={pending === 'fail'} disabled={pending !== null} onClick={() => void answer('fail')}>
            Fail
          </PendingButton>
          <PendingButton pending={pending === 'approve'} disabled={pending !== null} onClick={() => void answer('approve')}>
            Approve
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
