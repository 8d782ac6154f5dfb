import { formatMinorUnits } from '../../../../shared/money.ts';
import type { ChangePreview } from '../cluster-types.ts';
import { m } from '../../../../shared/i18n/messages.ts';
import { formatDay } from '../../../../shared/format/dates.ts';
import { formatRate } from '../../../../shared/vat-rate.ts';

type Billing = NonNullable<ChangePreview['billing']>;

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
 * credit it (the same computation): the prorated difference, the plan discount, VAT and the
 * total; then what the credits balance pays of it and what is charged now (the rows add up), or
 * what a credit note adds to the balance (its total, VAT included).
 */
export function ChangeCost({ billing }: { billing: Billing }) {
  const money = (minor: number) => formatMinorUnits(minor, billing.currency);
  if (billing.direction === 'none') return <p className="text-muted-foreground">{m.clusters_cost_nothing()}</p>;
  const vat = m.clusters_cost_vat({ rate: formatRate(billing.vatRateBp) });
  const days = m.clusters_cost_days({
    remaining: billing.remainingDays,
    period: billing.periodDays,
    date: formatDay(billing.periodEndsAt),
  });
  return (
    <div className="grid gap-1" data-testid="change-billing">
      <Row
        label={(billing.direction === 'charge' ? m.clusters_cost_prorated_charge : m.clusters_cost_prorated_credit)({
          days,
        })}
        value={money(billing.subtotal)}
      />
      {billing.discount > 0 ? <Row label={m.clusters_cost_discount()} value={`−${money(billing.discount)}`} /> : null}
      <Row label={vat} value={money(billing.tax)} />
      {billing.direction === 'charge' ? (
        <>
          {/* Taxed on its full price; the balance then pays part of the total, like a payment. */}
          {billing.creditsApplied > 0 ? (
            <>
              <Row label={m.clusters_cost_total()} value={money(billing.total)} testId="change-total" />
              <Row
                label={m.clusters_cost_credits_applied()}
                value={`−${money(billing.creditsApplied)}`}
                testId="change-credits-applied"
              />
            </>
          ) : null}
          <Row
            label={m.clusters_cost_charged_now()}
            value={money(billing.chargedNow)}
            strong
            testId="change-charged-now"
          />
        </>
      ) : (
        <>
          <Row label={m.clusters_cost_credit_note_total()} value={money(billing.total)} />
          <Row
            label={m.clusters_cost_credited_now()}
            value={money(billing.creditedNow)}
            strong
            testId="change-credited-now"
          />
        </>
      )}
      <p className="text-xs text-muted-foreground">{m.clusters_cost_currency_note({ currency: billing.currency })}</p>
    </div>
  );
}
