import { describe, expect, it } from 'vitest';
import { activityActionLabel } from './activity-labels.ts';

describe('activityActionLabel', () => {
  it('words the actions people meet most', () => {
    expect(activityActionLabel('billing.budget_set')).toBe('Set the monthly budget');
    expect(activityActionLabel('kubeconfig.used')).toBe('Used a kubeconfig');
    expect(activityActionLabel('billing.spending_cap_set')).toBe('Set the monthly spending cap');
    expect(activityActionLabel('organization.sso_updated')).toBe('Changed the single sign-on settings');
  });

  it('spells out any other code instead of showing it raw', () => {
    expect(activityActionLabel('webhook.secret_rotated')).toBe('Webhook: secret rotated');
    expect(activityActionLabel('officer.payment.retried')).toBe('Officer: payment retried');
  });
});
