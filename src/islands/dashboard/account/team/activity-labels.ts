import type { ACTIVITY_KINDS, ActivityEntry } from '../../../../shared/audit/audit.schemas.ts';
import { m } from '../../../../shared/i18n/messages.ts';

type ActivityKind = (typeof ACTIVITY_KINDS)[number];

const ACTIVITY_KIND_LABELS: Record<ActivityKind, () => string> = {
  auth: m.account_kind_auth,
  order: m.account_kind_order,
  payment: m.account_kind_payment,
  cluster: m.account_kind_cluster,
  credential: m.account_kind_credential,
  member: m.account_kind_member,
  billing: m.account_kind_billing,
};

/** An activity filter's kind, as people call it. */
export function activityKindLabel(kind: ActivityKind): string {
  return ACTIVITY_KIND_LABELS[kind]();
}

// The recorded actions whose words, spelled out from the code, would read poorly.
const ACTION_LABELS: Record<string, () => string> = {
  'auth.sign_in': m.account_action_sign_in,
  'account.reauth': m.account_action_reauth,
  'kubeconfig.used': m.account_action_kubeconfig_used,
  'kubeconfig.issued': m.account_action_kubeconfig_issued,
  'kubeconfig.revoked': m.account_action_kubeconfig_revoked,
  'billing.budget_set': m.account_action_budget_set,
  'billing.budget_removed': m.account_action_budget_removed,
  'billing.spending_cap_set': m.account_action_spending_cap_set,
  'billing.spending_cap_removed': m.account_action_spending_cap_removed,
  'organization.sso_updated': m.account_action_sso_updated,
  'organization.sso_removed': m.account_action_sso_removed,
  'member.joined': m.account_action_member_joined,
  'member.invited': m.account_action_member_invited,
  'member.role_changed': m.account_action_member_role_changed,
  'token.used': m.account_action_token_used,
  'organization.two_factor_enforced': m.account_action_two_factor_enforced,
  'organization.two_factor_relaxed': m.account_action_two_factor_relaxed,
};

/**
 * An audit action code in words: `billing.budget_set` → "Set the monthly budget"; a code without
 * its own wording is spelled out (`webhook.secret_rotated` → "Webhook: secret rotated").
 */
export function activityActionLabel(action: string): string {
  const known = Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action] : undefined;
  if (known) return known();
  const [subject = '', ...rest] = action.split('.');
  const words = (text: string) => text.replaceAll('_', ' ');
  const head = words(subject).replace(/^./, (c) => c.toUpperCase());
  return rest.length === 0 ? head : m.account_action_spelled({ subject: head, action: rest.map(words).join(' ') });
}

const RESULT_LABELS: Record<ActivityEntry['result'], () => string> = {
  success: m.account_result_success,
  failure: m.account_result_failure,
  blocked: m.account_result_blocked,
};

/** An entry's result as the log shows it ("success", "failure", "blocked" in English). */
export function activityResultLabel(result: ActivityEntry['result']): string {
  return RESULT_LABELS[result]();
}
