-- The credits balance paid back to payment methods: the sales journal lists those of a period
-- (its bank movements) in one range.
ALTER TABLE credit_entries ADD COLUMN payback_at text COLLATE "C";
CREATE INDEX credit_entries_payback_at_idx ON credit_entries (payback_at, created_at, id) WHERE payback_at IS NOT NULL;
