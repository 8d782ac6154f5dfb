/**
 * The seller on every invoice (the company of the legal pages). An operator running the console
 * for another company changes these lines.
 */
export const SELLER = {
  legalName: 'SovereignK8s SAS',
  addressLines: ['14 rue Bergère', '75009 Paris', 'France'],
  country: 'FR',
  vatNumber: 'FR41123456789',
  /** Required on French invoices: legal form, capital and registration. */
  registration: 'SAS au capital de 50 000 € — RCS Paris 123 456 789',
  paymentTerms: 'Paid at order. Late payment: penalties at three times the legal interest rate and a €40 recovery fee (art. L441-10 Code de commerce).',
} as const;
