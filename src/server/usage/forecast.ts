/**
 * The month-end forecast, in minor units of the report's currency: what was charged this month,
 * plus the renewals and changes due before month end, plus the autoscaled overage so far and the
 * last 7 days' daily average for each remaining day. Never below what is already spent (charged
 * plus overage so far): a month cannot end below where it stands. The one forecast: the usage
 * report carries it, the budget and the billing summary read it there.
 */
export function monthEndForecast(input: {
  charged: number;
  committed: number;
  overageSoFar: number;
  overagePerDay: number;
  remainingDays: number;
}): { monthEnd: number; overage: number } {
  const overage = input.overageSoFar + Math.round(input.overagePerDay * input.remainingDays);
  const spent = input.charged + input.overageSoFar;
  return { monthEnd: Math.max(spent, input.charged + input.committed + overage), overage };
}
