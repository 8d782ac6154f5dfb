// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogSeed } from '../../../shared/catalog-seed.ts';
import { StatusChip } from './ClusterBadges.tsx';
import type { PhaseState } from './cluster-types.ts';
import { PhaseList } from './provisioning/PhaseList.tsx';
import { PoolsStep } from './wizard/PoolsStep.tsx';
import { ReviewStep } from './wizard/ReviewStep.tsx';
import { TypeStep } from './wizard/TypeStep.tsx';
import { emptySpec } from './wizard/wizard-draft.ts';

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en';
});

const spec = { ...emptySpec(catalogSeed), name: 'shop-prod' };
const noop = () => undefined;
const phases: PhaseState[] = [
  {
    phase: 'network',
    status: 'done',
    progress: 100,
    startedAt: '2026-11-23T12:00:00Z',
    finishedAt: '2026-11-23T12:00:10Z',
    expectedSeconds: 10,
  },
];

describe('the cluster wizard in French', () => {
  it('says the type, the pools and the review in French', () => {
    document.documentElement.lang = 'fr';
    render(
      <>
        <TypeStep spec={spec} catalog={catalogSeed} errors={{}} onChange={noop} />
        <PoolsStep spec={spec} catalog={catalogSeed} errors={{}} onChange={noop} />
        <ReviewStep spec={spec} catalog={catalogSeed} errors={{}} onChange={noop} promoCode="" onPromoCode={noop} />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Type de cluster' })).toBeTruthy();
    expect(screen.getAllByText(/nœuds inclus · jusqu’à \d+ nœuds · plan de contrôle/).length).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: 'Pool de nœuds 1' })).toBeTruthy();
    expect(screen.getByText(/Ce brouillon compte 3 nœuds\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter un pool de nœuds' })).toBeTruthy();
    expect(screen.getByLabelText('Nom du cluster')).toBeTruthy();
    expect(screen.getByText('Plan de contrôle')).toBeTruthy();
    expect(screen.getByText('Hautement disponible (3 réplicas)')).toBeTruthy();
  });

  it('keeps the English words on an English page', () => {
    render(<PoolsStep spec={spec} catalog={catalogSeed} errors={{}} onChange={noop} />);
    expect(screen.getByText(/This draft has 3 nodes\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a node pool' })).toBeTruthy();
  });
});

describe('cluster states in French', () => {
  it('names a state and a phase in French, with French percentages', () => {
    document.documentElement.lang = 'fr';
    render(
      <>
        <StatusChip status="running" />
        <PhaseList phases={phases} now={Date.parse('2026-11-23T12:01:00Z')} />
      </>,
    );
    expect(screen.getByText('En service')).toBeTruthy();
    expect(screen.getByText('Réseau')).toBeTruthy();
    // The matcher's normalizer reads the no-break spaces as spaces.
    expect(screen.getByText('Terminé · 100 % · 10 s · habituellement 10 s')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progression\u00a0: Réseau' })).toBeTruthy();
  });
});
