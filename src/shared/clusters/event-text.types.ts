import type { ClusterStatus, ProvisioningPhase } from './clusters.schemas.ts';

/**
 * What an event written by a job says, as data: the provisioning steps and the autoscaler act
 * for no one, so their events are said in the language of whoever reads them. The record keeps
 * the English sentence as well (`message`): kubectl's events and older readers use it.
 */
export type EventText =
  | { key: 'phase_started'; phase: ProvisioningPhase }
  | { key: 'phase_failed'; phase: ProvisioningPhase; reason: string }
  | { key: 'phase_done'; phase: ProvisioningPhase; seconds: number }
  | { key: 'configuration_in_effect' }
  | { key: 'status_reached'; name: string; status: ClusterStatus }
  | { key: 'autoscaled'; changes: AutoscalerChange[] }
  /** An upgrade's control plane runs `version` (a patch, `1.NN.P`). */
  | { key: 'upgrade_control_plane'; version: string }
  /** An upgrade replaced node `old` by `node`, which runs `version`. */
  | { key: 'upgrade_node_replaced'; old: string; node: string; version: string }
  /** The minor's support ends on `date`: the window starting `upgradeAt` moves the cluster to `next`. */
  | { key: 'end_of_support'; version: string; date: string; next: string; upgradeAt: string }
  /** The autoscaler held: one more node in `pools` would have brought the month to `projected`, past `cap` (minor units). */
  | { key: 'autoscale_held'; pools: string[]; cap: number; projected: number; currency: 'USD' | 'EUR' | 'GBP' };

/** One pool's change by the autoscaler. */
export type AutoscalerChange =
  | { kind: 'added'; pool: string; nodes: number; pendingPods: number }
  | { kind: 'removed'; pool: string; nodes: number };
