-- Signed-in support desk: visitor tickets claimable by address, the officers' queue by due time,
-- and the officers themselves (to tell their open queues when a ticket changes).

ALTER TABLE tickets ADD COLUMN visitor_email text COLLATE "C";
ALTER TABLE tickets ADD COLUMN queue_due text COLLATE "C";
UPDATE tickets SET visitor_email = data->>'requesterEmail' WHERE organization_id IS NULL;
UPDATE tickets SET queue_due = COALESCE(data->>'slaDueAt', created_at) WHERE status IN ('open', 'awaiting_support', 'awaiting_customer');
CREATE INDEX tickets_visitor_email_idx ON tickets (visitor_email, created_at, id) WHERE visitor_email IS NOT NULL;
CREATE INDEX tickets_queue_due_idx ON tickets (queue_due, created_at, id) WHERE queue_due IS NOT NULL;

ALTER TABLE users ADD COLUMN officers_access text COLLATE "C";
UPDATE users SET officers_access = 'yes' WHERE (data->>'officersAccess')::boolean;
CREATE INDEX users_officers_access_idx ON users (officers_access, created_at, id) WHERE officers_access IS NOT NULL;
