import type { PhaseState } from '../cluster-types.ts';
import { ProgressBar } from '../ClusterBadges.tsx';
import { formatDuration, percent, phaseLabel } from '../cluster-view.ts';
import { m } from '../../../../shared/i18n/messages.ts';

const PHASE_STATE_WORDS: Record<PhaseState['status'], () => string> = {
  pending: m.clusters_phase_state_pending,
  running: m.clusters_phase_state_running,
  done: m.clusters_phase_state_done,
  failed: m.clusters_phase_state_failed,
};
const MARKS: Record<PhaseState['status'], string> = { pending: '○', running: '◐', done: '✓', failed: '✕' };

/** The phases of an operation, each with its state in words, its progress and its time. */
export function PhaseList({ phases, now }: { phases: PhaseState[]; now: number }) {
  return (
    <ol className="grid gap-3" aria-label={m.clusters_progress_phases()}>
      {phases.map((phase) => {
        const started = phase.startedAt ? Date.parse(phase.startedAt) : null;
        const took = started ? (phase.finishedAt ? Date.parse(phase.finishedAt) : now) - started : null;
        return (
          <li key={phase.phase} className="grid gap-1" data-phase={phase.phase} data-phase-status={phase.status}>
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className="font-medium">
                <span aria-hidden="true" className="mr-1.5 inline-block w-4 text-center">
                  {MARKS[phase.status]}
                </span>
                {phaseLabel(phase.phase)}
              </span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {PHASE_STATE_WORDS[phase.status]()} · {percent(phase.status === 'done' ? 100 : phase.progress)}
                {took !== null ? ` · ${formatDuration(took)}` : ''} ·{' '}
                {m.clusters_phase_usually({ duration: formatDuration(phase.expectedSeconds * 1000) })}
              </span>
            </div>
            <ProgressBar
              value={phase.status === 'done' ? 100 : phase.progress}
              label={m.clusters_phase_progress({ phase: phaseLabel(phase.phase) })}
            />
          </li>
        );
      })}
    </ol>
  );
}
