import { clusterStatusLabel } from '../http/status-labels.ts';
import { withLocale } from '../i18n/request-locale.ts';
import { currentLocale } from '../../shared/i18n/locale.ts';
import type { ClusterStatus, ProvisioningPhase } from '../../shared/clusters/clusters.schemas.ts';
import type { AutoscalerChange, EventText } from '../../shared/clusters/event-text.types.ts';
import { m } from '../../shared/i18n/messages.ts';
import { formatMinorUnits } from '../../shared/money.ts';
import { storedSentenceIn } from '../i18n/stored-sentences.ts';
import { printedDay } from '../invoices/printed-words.ts';

export type { AutoscalerChange, EventText };

const PHASE_NAMES: Record<ProvisioningPhase, () => string> = {
  network: m.notice_phase_network,
  'control-plane': m.notice_phase_control_plane,
  'node-pools': m.notice_phase_node_pools,
  addons: m.notice_phase_addons,
  'health-check': m.notice_phase_health_check,
};

/** A phase's name in the language being written. */
export const phaseName = (phase: ProvisioningPhase): string => PHASE_NAMES[phase]?.() ?? phase;

function autoscalerChange(change: AutoscalerChange): string {
  const nodes = m.notice_event_nodes({ count: change.nodes });
  if (change.kind === 'added')
    return m.notice_event_autoscaler_added({
      nodes,
      pool: change.pool,
      pods: m.notice_event_pending_pods({ count: change.pendingPods }),
    });
  return m.notice_event_autoscaler_removed({ nodes, pool: change.pool });
}

/** The event in the language being written (the reader's, when read). */
export function eventText(text: EventText): string {
  switch (text.key) {
    case 'phase_started':
      return m.notice_event_phase_started({ phase: phaseName(text.phase) });
    case 'phase_failed':
      // The provider's reason is quoted as it gave it.
      return m.notice_event_phase_failed({ phase: phaseName(text.phase), reason: text.reason });
    case 'phase_done':
      return m.notice_event_phase_done({ phase: phaseName(text.phase), seconds: text.seconds });
    case 'configuration_in_effect':
      return m.notice_event_configuration_in_effect();
    case 'status_reached':
      if (text.status === 'running') return m.notice_event_now_running({ name: text.name });
      if (text.status === 'deleted') return m.notice_event_now_deleted({ name: text.name });
      return m.notice_event_now_status({ name: text.name, status: clusterStatusLabel(text.status) });
    case 'autoscaled':
      return text.changes.map(autoscalerChange).join(' ');
    case 'upgrade_control_plane':
      return m.notice_event_upgrade_control_plane({ version: text.version });
    case 'upgrade_node_replaced':
      return m.notice_event_upgrade_node_replaced({ old: text.old, node: text.node, version: text.version });
    case 'end_of_support':
      return m.notice_end_of_support({
        version: text.version,
        date: printedDay(text.date),
        next: text.next,
        upgradeAt: printedDay(text.upgradeAt),
      });
    case 'autoscale_held':
      return m.notice_event_autoscaler_held({
        pools: text.pools.join(', '),
        projected: formatMinorUnits(text.projected, text.currency),
        cap: formatMinorUnits(text.cap, text.currency),
      });
  }
}

/** What a job stores: the English sentence (as it always was) and the data to say it again. */
export const storedEvent = (text: EventText): { message: string; text: EventText } => ({
  message: withLocale('en', () => eventText(text)),
  text,
});

/** An event's sentence for its reader: said again in their language when it was stored as data. */
export function eventMessage(event: { message: string; text?: EventText }): string {
  return event.text ? eventText(event.text) : storedSentenceIn(event.message, currentLocale());
}
