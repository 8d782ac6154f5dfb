// The usage chart's y-axis: money is counted in whole minor units, so a tick between two cents
// would print the same label twice (€0.03, €0.03, €0.02…). Ticks are whole minor units on a
// 1-2-5 ladder, starting at zero, the top one at or above the highest bar.

const LADDER = [1, 2, 5];

/** The smallest 1-2-5 step (in whole minor units) that covers `span` in at most `intervals` steps. */
function niceStep(span: number, intervals: number): number {
  for (let magnitude = 1; ; magnitude *= 10) {
    for (const base of LADDER) {
      const step = base * magnitude;
      if (step * intervals >= span) return step;
    }
  }
}

/** Distinct y-axis ticks in whole minor units from 0 to the first tick at or above `maxMinor`. */
export function moneyTicks(maxMinor: number, intervals = 5): number[] {
  const top = Math.max(1, Math.ceil(maxMinor));
  const step = niceStep(top, intervals);
  const ticks = [0];
  while (ticks[ticks.length - 1]! < top) ticks.push(ticks.length * step);
  return ticks;
}
