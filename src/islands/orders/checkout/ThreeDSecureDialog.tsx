import { useState } from 'react';
import type { Order } from '../../../server/orders/orders.schemas.ts';
import { formatMinorUnits } from '../../../shared/money.ts';
import { ApiError } from '../../lib/api-error.ts';
import { errorMessage } from '../../lib/form-errors.ts';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog.tsx';
import { PendingButton } from '../../ui/pending-button.tsx';
import { answerChallenge } from '../orders-api.ts';

/**
 * The bank's 3-D Secure screen, as the built-in test provider simulates it: the customer
 * approves the payment or makes the check fail. It stays open until one of the two is answered.
 */
export function ThreeDSecureDialog({
  order,
  challengeId,
  onApproved,
  onRefused,
}: {
  order: Pick<Order, 'id' | 'number' | 'total' | 'currency' | 'payment'>;
  challengeId: string;
  onApproved: (order: Order) => void;
  /** The check failed (or could not be answered): the message to show in the payment form. */
  onRefused: (message: string) => void;
}) {
  const [pending, setPending] = useState<'approve' | 'fail' | null>(null);
  const answer = async (outcome: 'approve' | 'fail') => {
    setPending(outcome);
    try {
      onApproved(await answerChallenge(order.id, challengeId, outcome));
    } catch (error) {
      onRefused(error instanceof ApiError ? error.message : errorMessage(error));
    } finally {
      setPending(null);
    }
  };
  const last4 = order.payment.method?.last4;
  return (
    // Escape and clicks outside are ignored: the bank needs an answer.
    <Dialog open onOpenChange={() => undefined}>
      <DialogContent onEscapeKeyDown={(event) => event.preventDefault()}>
        <DialogHeader>
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Test bank · 3-D Secure</p>
          <DialogTitle>Confirm this payment</DialogTitle>
          <DialogDescription>
            Your bank asks you to confirm the payment of {formatMinorUnits(order.total, order.currency)} for order{' '}
            {order.number}
            {last4 ? ` with the card ending ${last4}` : ''}. This screen is simulated by the test payment provider.
          </DialogDescription>
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
