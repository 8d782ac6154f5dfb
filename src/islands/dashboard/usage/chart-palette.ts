// Series colours of the usage chart (dashed outlines once the colours repeat). Each cluster is
// named in the legend and listed in the table, the chart's alternative: colour is never the only cue.

const COLOURS = ['#2563eb', '#d97706', '#059669', '#db2777', '#7c3aed', '#0891b2', '#65a30d', '#dc2626'];
const DASHES: number[][] = [[], [6, 3], [2, 2], [10, 3, 2, 3]];

export function seriesStyle(index: number): { colour: string; dash: number[] } {
  return {
    colour: COLOURS[index % COLOURS.length] ?? '#2563eb',
    dash: DASHES[Math.floor(index / COLOURS.length) % DASHES.length] ?? [],
  };
}

/** The legend swatch of a series: its bar colour, beside the cluster's name. */
export function swatchStyle(index: number): { background: string } {
  return { background: seriesStyle(index).colour };
}
