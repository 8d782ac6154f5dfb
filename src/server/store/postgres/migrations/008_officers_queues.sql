-- The officers' queues read across organizations: failed clusters, invoices whose collection
-- failed, and the officers to tell when a queue changes. Existing rows are keyed here once.
ALTER TABLE clusters ADD COLUMN failed text COLLATE "C";
UPDATE clusters SET failed = 'failed' WHERE data->>'status' = 'failed';
CREATE INDEX clusters_failed_idx ON clusters (failed, created_at, id) WHERE failed IS NOT NULL;

ALTER TABLE invoices ADD COLUMN unpaid text COLLATE "C";
UPDATE invoices SET unpaid = 'failed' WHERE data->>'paymentStatus' = 'failed';
CREATE INDEX invoices_unpaid_idx ON invoices (unpaid, issued_at, id) WHERE unpaid IS NOT NULL;

ALTER TABLE users ADD COLUMN officer text COLLATE "C";
UPDATE users SET officer = 'yes' WHERE (data->>'officersAccess')::boolean;
CREATE INDEX users_officer_idx ON users (officer, created_at, id) WHERE officer IS NOT NULL;
