/**
 * Every action the server records in the audit log, by subject. The server's writers take only
 * these (`AuditInput.action` and the services' own helpers are typed `AuditAction`), and the
 * activity log has one label per code in each language (activity-labels.ts, checked by its test).
 * A new action is added here first.
 */
export const AUDIT_ACTIONS = [
  // Signing in and out, passwords
  'auth.sign_in',
  'auth.sign_out',
  'auth.password_reset_requested',
  'auth.password_reset',
  // The member's own account
  'account.reauth',
  'account.password_changed',
  'account.email_change_requested',
  'account.email_changed',
  'account.mfa_enabled',
  'account.mfa_disabled',
  // Registrations
  'registration.created',
  'registration.pending',
  'registration.email_taken',
  'registration.approved',
  'registration.rejected',
  // The organization's sign-in rules
  'organization.sso_updated',
  'organization.sso_removed',
  'organization.two_factor_enforced',
  'organization.two_factor_relaxed',
  // Taking the organization's data away
  'organization.export_requested',
  'organization.export_downloaded',
  'organization.imported',
  // Leaving: closing, reopening within the grace period, erasure once it ends
  'organization.closed',
  'organization.reopened',
  'organization.erased',
  // Members and invitations
  'member.invited',
  'member.invitation_revoked',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'member.left',
  // Orders and payments
  'order.created',
  'order.cancelled',
  'payment.order_paid',
  'payment.requires_action',
  'payment.confirmed',
  'payment.invoice_paid',
  'payment.unmatched_charge_refunded',
  'payment.balance_paid_back',
  // Clusters and their add-ons
  'cluster.changed',
  'cluster.change_confirmed',
  'cluster.change_cancelled',
  'cluster.deleted',
  'cluster.retried',
  'cluster.test_load',
  'cluster.addon_upgraded',
  'cluster.addon_removed',
  // Credentials: kubeconfigs, API tokens, webhook endpoints
  'kubeconfig.issued',
  'kubeconfig.revoked',
  'kubeconfig.used',
  'token.created',
  'token.revoked',
  'token.used',
  'webhook.created',
  'webhook.updated',
  'webhook.secret_rotated',
  'webhook.deleted',
  // Billing
  'billing.profile_changed',
  'billing.payment_method_added',
  'billing.payment_method_removed',
  'billing.budget_set',
  'billing.budget_removed',
  'billing.spending_cap_set',
  'billing.spending_cap_removed',
  // Accounting documents issued (by the system, in the transaction that stores them)
  'invoice.issued',
  'credit_note.issued',
  // Requests for more rights
  'promotion.requested',
  // Administrators
  'admin.user_disabled',
  'admin.user_enabled',
  'admin.user_moved',
  'admin.role_changed',
  'admin.mfa_reset',
  'admin.verification_resent',
  'admin.officers_access_granted',
  'admin.officers_access_removed',
  'admin.promotion_approved',
  'admin.promotion_rejected',
  'admin.organization_suspended',
  'admin.organization_unsuspended',
  // Officers
  'officer.registration.approved',
  'officer.registration.rejected',
  'officer.payment.retried',
  'officer.payment.contact_noted',
  'officer.payment.suspension_lifted',
  'officer.provisioning.retried',
  'officer.provisioning.escalated',
  'officer.custom_solution.replied',
  'officer.ticket_claim',
  'officer.ticket_reply',
  'officer.ticket_note',
  'officer.ticket_state',
  'officer.ticket_priority',
] as const;

/** An action the server records: `billing.budget_set`, `officer.payment.retried`… */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const KNOWN: ReadonlySet<string> = new Set(AUDIT_ACTIONS);

/** Whether a stored entry's action is one the server records today (older entries may hold others). */
export function isAuditAction(action: string): action is AuditAction {
  return KNOWN.has(action);
}
