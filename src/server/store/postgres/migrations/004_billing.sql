-- Billing: the credits ledger, budgets, and the collection of monthly usage invoices.

CREATE TABLE credit_entries (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  organization_id text COLLATE "C"
);
CREATE INDEX credit_entries_organization_id_idx ON credit_entries (organization_id, created_at, id);

ALTER TABLE organizations ADD COLUMN budgeted text COLLATE "C";
CREATE INDEX organizations_budgeted_idx ON organizations (budgeted, created_at, id) WHERE budgeted IS NOT NULL;

ALTER TABLE invoices ADD COLUMN collect_at text COLLATE "C";
CREATE INDEX invoices_collect_at_idx ON invoices (collect_at, issued_at, id) WHERE collect_at IS NOT NULL;
