import type { PhaseState } from '../cluster-types.ts';
import { ProgressBar } from '../ClusterBadges.tsx';
import { PHASE_LABELS, formatDuration } from '../cluster-view.ts';

const PHASE_STATE_WORDS: Record<PhaseState['status'], string> = { pending: 'Waiting', running: 'In progress', done: 'Done', failed: 'Failed' };
const MARKS: Record<PhaseState['status'], string> = { pending: '○', running: '◐', done: '✓', failed: '✕' };

/** The phases of an operation, each with its state in words, its progress and its time. */
export function PhaseList({ phases, now }: { phases: PhaseState[]; now: number }) {
  return (
    <ol className="grid gap-3" aria-label="Phases">
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
                {PHASE_LABELS[phase.phase]}
              </span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {PHASE_STATE_WORDS[phase.status]} · {phase.status === 'done' ? 100 : phase.progress}%
                {took !== null ? ` · ${formatDuration(took)}` : ''} · usually {formatDuration(phase.expectedSeconds * 1000)}
              </span>
            </div>
            <ProgressBar value={phase.status === 'done' ? 100 : phase.progress} label={`${PHASE_LABELS[phase.phase]} progress`} />
          </li>
        );
      })}
    </ol>
  );
}
