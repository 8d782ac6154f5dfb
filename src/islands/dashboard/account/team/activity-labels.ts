import type { ACTIVITY_KINDS } from '../../../../server/audit/audit.schemas.ts';

/** The activity filter's kinds, as people call them. */
export const ACTIVITY_KIND_LABELS: Record<(typeof ACTIVITY_KINDS)[number], string> = {
  auth: 'Sign-ins and passwords',
  order: 'Orders',
  payment: 'Payments',
  cluster: 'Clusters and add-ons',
  credential: 'Kubeconfigs, API tokens and webhooks',
  member: 'Members and invitations',
  billing: 'Billing profile, payment methods and budget',
};

// The recorded actions whose words, spelled out from the code, would read poorly.
const ACTION_LABELS: Record<string, string> = {
  'auth.sign_in': 'Signed in',
  'account.reauth': 'Confirmed their password',
  'kubeconfig.used': 'Used a kubeconfig',
  'kubeconfig.issued': 'Created a kubeconfig',
  'kubeconfig.revoked': 'Revoked a kubeconfig',
  'billing.budget_set': 'Set the monthly budget',
  'billing.budget_removed': 'Removed the monthly budget',
  'member.joined': 'Joined the organization',
  'member.invited': 'Invited a member',
  'member.role_changed': 'Changed a member’s role',
  'token.used': 'Used an API token',
};

/**
 * An audit action code in words: `billing.budget_set` → "Set the monthly budget"; a code without
 * its own wording is spelled out (`webhook.secret_rotated` → "Webhook: secret rotated").
 */
export function activityActionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const [subject = '', ...rest] = action.split('.');
  const words = (text: string) => text.replaceAll('_', ' ');
  const head = words(subject).replace(/^./, (c) => c.toUpperCase());
  return rest.length === 0 ? head : `${head}: ${rest.map(words).join(' ')}`;
}
