-- Promotion requests: a user asks for the admin role or officers access; an admin decides.
-- At most one pending request per user (pending_user is set only while the request is pending).

CREATE TABLE promotion_requests (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  user_id text COLLATE "C",
  status text COLLATE "C",
  pending_user text COLLATE "C"
);
CREATE UNIQUE INDEX promotion_requests_pending_user_key ON promotion_requests (pending_user);
CREATE INDEX promotion_requests_user_id_idx ON promotion_requests (user_id, created_at, id);
CREATE INDEX promotion_requests_status_idx ON promotion_requests (status, created_at, id);
CREATE INDEX promotion_requests_order_idx ON promotion_requests (created_at, id);
