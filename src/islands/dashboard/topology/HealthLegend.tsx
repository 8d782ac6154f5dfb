import { m } from '../../../shared/i18n/messages.ts';

/** What the box borders mean; the boxes also say it in words. */
export function HealthLegend() {
  return <p className="text-xs text-muted-foreground">{m.topology_legend()}</p>;
}
