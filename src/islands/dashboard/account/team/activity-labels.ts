import { type AuditAction, isAuditAction } from '../../../../shared/audit/audit-actions.ts';
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

// One label per action the server records (AUDIT_ACTIONS), in the reader's language.
const ACTION_LABELS: Record<AuditAction, () => string> = {
  // Signing in and out, passwords
  'auth.sign_in': m.account_action_sign_in,
  'auth.sign_out': m.account_action_sign_out,
  'auth.password_reset_requested': m.account_action_password_reset_requested,
  'auth.password_reset': m.account_action_password_reset,
  // The member's own account
  'account.reauth': m.account_action_reauth,
  'account.password_changed': m.account_action_password_changed,
  'account.email_change_requested': m.account_action_email_change_requested,
  'account.email_changed': m.account_action_email_changed,
  'account.mfa_enabled': m.account_action_mfa_enabled,
  'account.mfa_disabled': m.account_action_mfa_disabled,
  // Registrations
  'registration.created': m.account_action_registration_created,
  'registration.pending': m.account_action_registration_pending,
  'registration.email_taken': m.account_action_registration_email_taken,
  'registration.approved': m.account_action_registration_approved,
  'registration.rejected': m.account_action_registration_rejected,
  // The organization's sign-in rules
  'organization.sso_updated': m.account_action_sso_updated,
  'organization.sso_removed': m.account_action_sso_removed,
  'organization.two_factor_enforced': m.account_action_two_factor_enforced,
  'organization.two_factor_relaxed': m.account_action_two_factor_relaxed,
  'organization.export_requested': m.account_action_export_requested,
  'organization.export_downloaded': m.account_action_export_downloaded,
  'organization.imported': m.account_action_organization_imported,
  'organization.closed': m.account_action_organization_closed,
  'organization.reopened': m.account_action_organization_reopened,
  'organization.erased': m.account_action_organization_erased,
  // Members and invitations
  'member.invited': m.account_action_member_invited,
  'member.invitation_revoked': m.account_action_invitation_revoked,
  'member.joined': m.account_action_member_joined,
  'member.role_changed': m.account_action_member_role_changed,
  'member.removed': m.account_action_member_removed,
  'member.left': m.account_action_member_left,
  // Orders and payments
  'order.created': m.account_action_order_created,
  'order.cancelled': m.account_action_order_cancelled,
  'payment.order_paid': m.account_action_order_paid,
  'payment.requires_action': m.account_action_payment_requires_action,
  'payment.confirmed': m.account_action_payment_confirmed,
  'payment.invoice_paid': m.account_action_invoice_paid,
  'payment.balance_paid_back': m.account_action_balance_paid_back,
  'payment.unmatched_charge_refunded': m.account_action_unmatched_charge_refunded,
  // Clusters and their add-ons
  'cluster.changed': m.account_action_cluster_changed,
  'cluster.change_confirmed': m.account_action_cluster_change_confirmed,
  'cluster.change_cancelled': m.account_action_cluster_change_cancelled,
  'cluster.deleted': m.account_action_cluster_deleted,
  'cluster.retried': m.account_action_cluster_retried,
  'cluster.test_load': m.account_action_cluster_test_load,
  'cluster.addon_upgraded': m.account_action_addon_upgraded,
  'cluster.addon_removed': m.account_action_addon_removed,
  // Credentials: kubeconfigs, API tokens, webhook endpoints
  'kubeconfig.issued': m.account_action_kubeconfig_issued,
  'kubeconfig.revoked': m.account_action_kubeconfig_revoked,
  'kubeconfig.used': m.account_action_kubeconfig_used,
  'token.created': m.account_action_token_created,
  'token.revoked': m.account_action_token_revoked,
  'token.used': m.account_action_token_used,
  'webhook.created': m.account_action_webhook_created,
  'webhook.updated': m.account_action_webhook_updated,
  'webhook.secret_rotated': m.account_action_webhook_secret_rotated,
  'webhook.deleted': m.account_action_webhook_deleted,
  // Billing
  'billing.profile_changed': m.account_action_billing_profile_changed,
  'billing.payment_method_added': m.account_action_payment_method_added,
  'billing.payment_method_removed': m.account_action_payment_method_removed,
  'billing.budget_set': m.account_action_budget_set,
  'billing.budget_removed': m.account_action_budget_removed,
  'billing.spending_cap_set': m.account_action_spending_cap_set,
  'billing.spending_cap_removed': m.account_action_spending_cap_removed,
  'invoice.issued': m.account_action_invoice_issued,
  'credit_note.issued': m.account_action_credit_note_issued,
  // Requests for more rights
  'promotion.requested': m.account_action_promotion_requested,
  // Administrators
  'admin.user_disabled': m.account_action_admin_user_disabled,
  'admin.user_enabled': m.account_action_admin_user_enabled,
  'admin.user_moved': m.account_action_admin_user_moved,
  'admin.role_changed': m.account_action_admin_role_changed,
  'admin.mfa_reset': m.account_action_admin_mfa_reset,
  'admin.verification_resent': m.account_action_admin_verification_resent,
  'admin.officers_access_granted': m.account_action_admin_officers_access_granted,
  'admin.officers_access_removed': m.account_action_admin_officers_access_removed,
  'admin.promotion_approved': m.account_action_admin_promotion_approved,
  'admin.promotion_rejected': m.account_action_admin_promotion_rejected,
  'admin.organization_suspended': m.account_action_admin_organization_suspended,
  'admin.organization_unsuspended': m.account_action_admin_organization_unsuspended,
  // Officers
  'officer.registration.approved': m.account_action_officer_registration_approved,
  'officer.registration.rejected': m.account_action_officer_registration_rejected,
  'officer.payment.retried': m.account_action_officer_payment_retried,
  'officer.payment.contact_noted': m.account_action_officer_payment_contact_noted,
  'officer.payment.suspension_lifted': m.account_action_officer_payment_suspension_lifted,
  'officer.provisioning.retried': m.account_action_officer_provisioning_retried,
  'officer.provisioning.escalated': m.account_action_officer_provisioning_escalated,
  'officer.custom_solution.replied': m.account_action_officer_custom_solution_replied,
  'officer.ticket_claim': m.account_action_officer_ticket_claim,
  'officer.ticket_reply': m.account_action_officer_ticket_reply,
  'officer.ticket_note': m.account_action_officer_ticket_note,
  'officer.ticket_state': m.account_action_officer_ticket_state,
  'officer.ticket_priority': m.account_action_officer_ticket_priority,
};

/**
 * An audit action code in words: `billing.budget_set` → "Set the monthly budget". A code the
 * server no longer records (an older entry) is spelled out (`cluster.scaled` → "Cluster: scaled").
 */
export function activityActionLabel(action: string): string {
  if (isAuditAction(action)) return ACTION_LABELS[action]();
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
