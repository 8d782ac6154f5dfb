import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { UsageReport } from '../../../shared/usage/usage.schemas.ts';
import { seriesStyle } from './chart-palette.ts';
import { moneyTicks } from './money-ticks.ts';
import { formatMinorUnits } from '../../../shared/money.ts';
import { formatAxisTime } from '../../../shared/format/dates.ts';

// Loaded on demand by UsagePage: uPlot and this code are a separate chunk.

/** The container's width: the chart never makes a narrow (phone) page scroll sideways. */
function chartWidth(element: HTMLElement): number {
  return Math.max(200, element.clientWidth);
}

const DAY_SECONDS = 24 * 60 * 60;

/** The time axis's labels in the page's style ('3 Nov', 'Nov 2026', '14:00'; uPlot's own are American: '11/3', '2pm'). */
const timeValues: uPlot.Axis['values'] = (_u, splits, _axis, _space, increment) => {
  const step = increment >= 28 * DAY_SECONDS ? 'month' : increment >= DAY_SECONDS ? 'day' : 'time';
  return splits.map((split) => formatAxisTime(split * 1000, step));
};

/** Stacked cost over time, one band per cluster (each band's top is the running sum). */
export default function UsageChart({ report }: { report: UsageReport }) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const xs = report.buckets.map((bucket) => Date.parse(bucket) / 1000);
    const stacked: number[][] = [];
    let running = xs.map(() => 0);
    for (const series of report.series) {
      running = running.map((sum, i) => sum + (series.points[i] ?? 0));
      stacked.push(running);
    }
    // Drawn from the top band down, so each lower band paints over the one above it.
    const order = report.series.map((_, i) => i).reverse();
    const bars = uPlot.paths.bars?.({ size: [0.8, 48] });
    const currency = report.currency;
    const options: uPlot.Options = {
      width: chartWidth(element),
      height: 280,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      // Whole minor units only: uPlot's own ticks fall between cents and repeat their labels.
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, moneyTicks(max).at(-1) ?? 1] } },
      axes: [
        { stroke: 'currentColor', grid: { stroke: 'rgba(127,127,127,0.2)' }, values: timeValues },
        {
          stroke: 'currentColor',
          size: 80,
          grid: { stroke: 'rgba(127,127,127,0.2)' },
          splits: (_u, _axis, _min, max) => moneyTicks(max),
          values: (_u, ticks) => ticks.map((t) => formatMinorUnits(t, currency)),
        },
      ],
      series: [
        {},
        ...order.map((i) => {
          const { colour, dash } = seriesStyle(i);
          return {
            label: report.series[i]?.clusterName ?? '',
            stroke: colour,
            fill: `${colour}cc`,
            dash,
            width: 1,
            paths: bars,
          };
        }),
      ],
    };
    const data: uPlot.AlignedData = [xs, ...order.map((i) => stacked[i] ?? [])];
    const plot = new uPlot(options, data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: chartWidth(element), height: 280 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [report]);

  return <div ref={host} data-usage-chart className="w-full" />;
}
