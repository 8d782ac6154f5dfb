import { describe, expect, it } from 'vitest';
import { SCOPES, TOKEN_SCOPES } from '../../../../shared/token-scopes.ts';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '../../../../shared/webhooks/webhooks.schemas.ts';
import { deliveryStatusLabel, scopeLabel, tokenStatusLabel, webhookEventLabel } from './automation-labels.ts';

describe('the automation labels in English', () => {
  it('are the API’s own words for scopes and events', () => {
    for (const scope of TOKEN_SCOPES) expect(scopeLabel(scope)).toBe(SCOPES[scope].label);
    for (const event of WEBHOOK_EVENTS) expect(webhookEventLabel(event)).toBe(WEBHOOK_EVENT_LABELS[event]);
  });

  it('show states as the API names them', () => {
    expect(tokenStatusLabel('revoked')).toBe('revoked');
    expect(deliveryStatusLabel('succeeded')).toBe('succeeded');
  });
});
