import type { Order } from '../../../../shared/orders/orders.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { formatMinorUnits } from '../../../../shared/money.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { BankConfirmationDialog } from '../../billing/BankConfirmationDialog.tsx';
import { answerChallenge } from '../orders-api.ts';

/** The bank's 3-D Secure screen for an order's payment: approved, the order is paid. */
export function ThreeDSecureDialog({
  order,
  challengeId,
  onApproved,
  onRefused,
}: {
  order: Pick<Order, 'id' | 'number' | 'total' | 'amountDue' | 'currency' | 'payment'>;
  challengeId: string;
  onApproved: (order: Order) => void;
  /** The check failed (or could not be answered): the message to show in the payment form. */
  onRefused: (message: string) => void;
}) {
  const answer = async (outcome: 'approve' | 'fail') => {
    try {
      onApproved(await answerChallenge(order.id, challengeId, outcome));
    } catch (error) {
      onRefused(error instanceof ApiError ? error.message : errorMessage(error));
    }
  };
  const last4 = order.payment.method?.last4;
  const payment = { amount: formatMinorUnits(order.amountDue ?? order.total, order.currency), number: order.number };
  return (
    <BankConfirmationDialog onAnswer={answer}>
      {last4 ? m.orders_three_ds_card({ ...payment, last4 }) : m.orders_three_ds(payment)}
    </BankConfirmationDialog>
  );
}
