import { formatMinorUnits } from '../../../../shared/money.ts';
import type { ChangePreview } from '../cluster-types.ts';

type Billing = NonNullable<ChangePreview['billing']>;

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <p className={`flex justify-between gap-3${strong ? ' font-semibold' : ''}`}>
      <span>{label}</span>
      <span className="tabular-nums" data-testid={testId}>
        {value}
      </span>
    </p>
  );
}

/**
 * The exact money of a change, in the subscription's currency, as the server will charge or
 * credit it (the same computation): the prorated difference, the plan discount, VAT, credits
 * from the balance, and what is charged now or credited now.
 */
export function ChangeCost({ billing }: { billing: Billing }) {
  const money = (minor: number) => formatMinorUnits(minor, billing.currency);
  if (billing.direction === 'none') return <p className="text-muted-foreground">Nothing is charged or credited for this change.</p>;
  const vat = `VAT ${billing.vatRateBp / 100} %`;
  const days = `${billing.remainingDays} of ${billing.periodDays} days, until ${day(billing.periodEndsAt)}`;
  return (
    <div className="grid gap-1" data-testid="change-billing">
      <Row label={`${billing.direction === 'charge' ? 'Prorated charge' : 'Prorated credit'} (${days})`} value={money(billing.subtotal)} />
      {billing.discount > 0 ? <Row label="Plan discount" value={`−${money(billing.discount)}`} /> : null}
      <Row label={vat} value={money(billing.tax)} />
      {billing.direction === 'charge' ? (
        <>
          {billing.creditsApplied > 0 ? <Row label="Credits from your balance (before VAT)" value={`−${money(billing.creditsApplied)}`} /> : null}
          <Row label="Charged now to your default payment method, before the change applies" value={money(billing.chargedNow)} strong testId="change-charged-now" />
        </>
      ) : (
        <>
          <Row label="Credit note total (VAT included)" value={money(billing.total)} />
          <Row label="Added now to your credits balance (before VAT)" value={money(billing.creditedNow)} strong testId="change-credited-now" />
        </>
      )}
      <p className="text-xs text-muted-foreground">Amounts in {billing.currency}, the currency of this cluster’s subscription.</p>
    </div>
  );
}
