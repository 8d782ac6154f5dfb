/** The kind of an action: its prefix (`cluster.scaled` → cluster; sign-ins and sessions → auth). */
export function kindOf(action: string): string {
  const prefix = action.split('.')[0] ?? action;
  if (['auth', 'account', 'registration', 'session', 'mfa'].includes(prefix)) return 'auth';
  // The organization's two-factor rule is a sign-in rule.
  if (action.startsWith('organization.two_factor_')) return 'auth';
  // Kubeconfigs, API tokens and webhook endpoints (with their signing secrets) are credentials.
  if (prefix === 'kubeconfig' || prefix === 'token' || prefix === 'webhook') return 'credential';
  // Invoices and credit notes issued are billing.
  if (prefix === 'invoice' || prefix === 'credit_note') return 'billing';
  return prefix;
}
