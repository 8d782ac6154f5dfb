-- Notifications moved to the trash stay stored: the "trashed" key finds a person's, so erasing
-- an organization's people removes them too.
ALTER TABLE notifications ADD COLUMN trashed_user_id text COLLATE "C";
UPDATE notifications SET trashed_user_id = data->>'userId' WHERE (data->>'trash')::boolean;
CREATE INDEX notifications_trashed_user_id_idx ON notifications (trashed_user_id, "timestamp", id) WHERE trashed_user_id IS NOT NULL;
