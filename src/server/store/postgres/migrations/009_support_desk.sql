-- Signed-in support desk: visitor tickets claimable by address, and the officers' queue by due
-- time (the officers themselves are keyed by 008_officers_queues).

ALTER TABLE tickets ADD COLUMN visitor_email text COLLATE "C";
ALTER TABLE tickets ADD COLUMN queue_due text COLLATE "C";
UPDATE tickets SET visitor_email = data->>'requesterEmail' WHERE organization_id IS NULL;
UPDATE tickets SET queue_due = COALESCE(data->>'slaDueAt', created_at) WHERE status IN ('open', 'awaiting_support', 'awaiting_customer');
CREATE INDEX tickets_visitor_email_idx ON tickets (visitor_email, created_at, id) WHERE visitor_email IS NOT NULL;
CREATE INDEX tickets_queue_due_idx ON tickets (queue_due, created_at, id) WHERE queue_due IS NOT NULL;
