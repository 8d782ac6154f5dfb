-- Audit retention: entries not yet erased are indexed by class (m: money, o: other), chain and
-- time, so the retention job finds a chain's entries of one class older than a date in one
-- range. The key is computed as audit-retention.ts computes it; entries of the chain (with a
-- hash) get it now, older ones (no hash) are outside the chain and never erased.
ALTER TABLE audit_events ADD COLUMN retention_key text COLLATE "C";
UPDATE audit_events
   SET retention_key =
         (CASE
            WHEN split_part(action, '.', 1) IN ('order', 'payment', 'billing')
              OR starts_with(action, 'invoice.') OR starts_with(action, 'credit_note.')
              OR starts_with(action, 'refund.') OR starts_with(action, 'subscription.')
              OR starts_with(action, 'officer.payment.')
            THEN 'm' ELSE 'o' END)
         || '|' || coalesce(organization_id, 'platform') || '|' || at
 WHERE data ? 'hash' AND NOT data ? 'redactedAt';
CREATE INDEX audit_events_retention_key_idx ON audit_events (retention_key, at, id) WHERE retention_key IS NOT NULL;
