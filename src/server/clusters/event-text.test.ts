import { describe, expect, it } from 'vitest';
import { withLocale } from '../i18n/request-locale.ts';
import { eventMessage, storedEvent } from './event-text.ts';

describe('events written by the provisioning steps', () => {
  it('store the English sentence they always had', () => {
    expect(withLocale('fr', () => storedEvent({ key: 'phase_started', phase: 'node-pools' })).message).toBe(
      'Node pools: started.',
    );
    expect(storedEvent({ key: 'phase_done', phase: 'network', seconds: 10 }).message).toBe('Network: done in 10 s.');
    expect(storedEvent({ key: 'phase_failed', phase: 'node-pools', reason: 'No capacity.' }).message).toBe(
      'Node pools: failed — No capacity.',
    );
    expect(storedEvent({ key: 'configuration_in_effect' }).message).toBe('Configuration in effect.');
    expect(storedEvent({ key: 'status_reached', name: 'web', status: 'running' }).message).toBe('web is running.');
    expect(storedEvent({ key: 'autoscaled', changes: [{ kind: 'removed', pool: 'web', nodes: 1 }] }).message).toBe(
      'Autoscaler removed 1 node from pool web (under-used for 10 minutes).',
    );
  });

  it('are read in the reader’s language, older events as stored', () => {
    const done = storedEvent({ key: 'phase_done', phase: 'control-plane', seconds: 42 });
    expect(withLocale('fr', () => eventMessage(done))).toBe('Plan de contrôle\u00a0: terminé en 42\u00a0s.');
    expect(eventMessage(done)).toBe('Control plane: done in 42 s.');
    expect(
      withLocale('fr', () => eventMessage(storedEvent({ key: 'status_reached', name: 'web', status: 'deleted' }))),
    ).toBe('web est supprimé.');
    // An event stored as its sentence only (an older release): said again from the message that made it.
    expect(withLocale('fr', () => eventMessage({ message: 'Health check: started.' }))).toBe(
      'Vérification de l’état\u00a0: démarrage.',
    );
  });
});
