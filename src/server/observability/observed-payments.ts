import type { PaymentProvider } from '../payments/payment-provider.ts';
import { logger } from './logger.ts';
import { metrics } from './metrics.ts';

/**
 * The payment provider with every charge counted (payments_total) and logged with its ids: the
 * idempotency key (which names the order or invoice), the charge or challenge id, amount and
 * currency. Never the card, its token or the customer's details: none of them is passed on.
 */
export function observedPayments<P extends PaymentProvider>(provider: P): P {
  const charge = provider.charge.bind(provider);
  const record = (
    result: Awaited<ReturnType<PaymentProvider['charge']>>,
    input: Parameters<PaymentProvider['charge']>[0],
    started: number,
  ) => {
    const code = result.status === 'declined' ? result.code : '';
    metrics.payments.inc({ outcome: result.status, code });
    logger.info(
      {
        provider: provider.name,
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        currency: input.currency,
        method: input.source.kind,
        outcome: result.status,
        ...(result.status === 'succeeded' ? { chargeId: result.chargeId } : {}),
        ...(result.status === 'requires_action' ? { challengeId: result.challengeId } : {}),
        ...(code ? { code } : {}),
        ms: Math.round(performance.now() - started),
      },
      'payment',
    );
  };
  provider.charge = async (input) => {
    const started = performance.now();
    try {
      const result = await charge(input);
      record(result, input, started);
      return result;
    } catch (error) {
      metrics.payments.inc({ outcome: 'error', code: '' });
      logger.warn(
        {
          provider: provider.name,
          idempotencyKey: input.idempotencyKey,
          outcome: 'error',
          err: (error as Error).message,
        },
        'payment',
      );
      throw error;
    }
  };
  return provider;
}
