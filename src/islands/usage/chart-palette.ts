// Series colours and line dashes of the usage chart: each cluster also differs by its dash and
// is named in the legend and the table, so colour is never the only cue.

const COLOURS = ['#2563eb', '#d97706', '#059669', '#db2777', '#7c3aed', '#0891b2', '#65a30d', '#dc2626'];
const DASHES: number[][] = [[], [6, 3], [2, 2], [10, 3, 2, 3]];

export function seriesStyle(index: number): { colour: string; dash: number[] } {
  return { colour: COLOURS[index % COLOURS.length] ?? '#2563eb', dash: DASHES[Math.floor(index / COLOURS.length) % DASHES.length] ?? [] };
}

/** CSS pattern of a legend swatch: solid for the first colours, striped after a wrap. */
export function swatchStyle(index: number): { background: string } {
  const { colour } = seriesStyle(index);
  const striped = index % 2 === 1;
  return {
    background: striped ? `repeating-linear-gradient(45deg, ${colour} 0 3px, transparent 3px 6px)` : colour,
  };
}
