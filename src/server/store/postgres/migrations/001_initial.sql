-- Every table stores its record whole in "data" (jsonb) and copies the keys the console looks
-- records up by into columns, computed by the table specs in src/server/**/*.repository.ts.
-- Keys are compared byte by byte (COLLATE "C"), exactly like the embedded store compares them.
-- Each lookup has an index ending with the table's order column and id, for keyset pages.

CREATE TABLE catalog (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  seeded_at text COLLATE "C" NOT NULL
);

CREATE TABLE organizations (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  company_id text COLLATE "C",
  name_key text COLLATE "C"
);
CREATE UNIQUE INDEX organizations_company_id_key ON organizations (company_id);
CREATE INDEX organizations_name_key_idx ON organizations (name_key, created_at, id);
CREATE INDEX organizations_order_idx ON organizations (created_at, id);

CREATE TABLE users (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  email_key text COLLATE "C",
  username_key text COLLATE "C",
  role text COLLATE "C",
  organization_id text COLLATE "C"
);
CREATE UNIQUE INDEX users_email_key_key ON users (email_key);
CREATE UNIQUE INDEX users_username_key_key ON users (username_key);
CREATE INDEX users_role_idx ON users (role, created_at, id);
CREATE INDEX users_organization_id_idx ON users (organization_id, created_at, id);
CREATE INDEX users_order_idx ON users (created_at, id);

CREATE TABLE sessions (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  user_id text COLLATE "C",
  expires_at text COLLATE "C",
  last_seen_at text COLLATE "C"
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id, created_at, id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
CREATE INDEX sessions_last_seen_at_idx ON sessions (last_seen_at);

CREATE TABLE email_tokens (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  unused_subject text COLLATE "C",
  expires_at text COLLATE "C"
);
CREATE INDEX email_tokens_unused_subject_idx ON email_tokens (unused_subject, created_at, id);
CREATE INDEX email_tokens_expires_at_idx ON email_tokens (expires_at);

CREATE TABLE pending_registrations (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  open text COLLATE "C",
  open_username_key text COLLATE "C",
  open_email_key text COLLATE "C"
);
CREATE INDEX pending_registrations_open_idx ON pending_registrations (open, created_at, id);
CREATE INDEX pending_registrations_open_username_key_idx ON pending_registrations (open_username_key, created_at, id);
CREATE INDEX pending_registrations_open_email_key_idx ON pending_registrations (open_email_key, created_at, id);

CREATE TABLE audit_events (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  at text COLLATE "C" NOT NULL,
  actor_id text COLLATE "C",
  action text COLLATE "C"
);
CREATE INDEX audit_events_actor_id_idx ON audit_events (actor_id, at, id);
CREATE INDEX audit_events_action_idx ON audit_events (action, at, id);
CREATE INDEX audit_events_order_idx ON audit_events (at, id);

CREATE TABLE notifications (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  "timestamp" text COLLATE "C" NOT NULL,
  visible_user_id text COLLATE "C",
  unread_user_id text COLLATE "C"
);
CREATE INDEX notifications_visible_user_id_idx ON notifications (visible_user_id, "timestamp", id) WHERE visible_user_id IS NOT NULL;
CREATE INDEX notifications_unread_user_id_idx ON notifications (unread_user_id) WHERE unread_user_id IS NOT NULL;

CREATE TABLE leads (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  kind text COLLATE "C"
);
CREATE INDEX leads_kind_idx ON leads (kind, created_at, id);
CREATE INDEX leads_order_idx ON leads (created_at, id);

CREATE TABLE newsletter_subscriptions (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  email text COLLATE "C",
  confirm_token_hash text COLLATE "C",
  unsubscribe_token_hashes text[] COLLATE "C",
  status text COLLATE "C"
);
CREATE UNIQUE INDEX newsletter_subscriptions_email_key ON newsletter_subscriptions (email);
CREATE INDEX newsletter_subscriptions_confirm_token_hash_idx ON newsletter_subscriptions (confirm_token_hash);
CREATE INDEX newsletter_subscriptions_unsubscribe_token_hashes_idx ON newsletter_subscriptions USING gin (unsubscribe_token_hashes);
CREATE INDEX newsletter_subscriptions_status_idx ON newsletter_subscriptions (status, created_at, id);

CREATE TABLE tickets (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  tracking_code text COLLATE "C",
  status text COLLATE "C",
  category text COLLATE "C",
  organization_id text COLLATE "C",
  resolved_at text COLLATE "C"
);
CREATE UNIQUE INDEX tickets_tracking_code_key ON tickets (tracking_code);
CREATE INDEX tickets_status_idx ON tickets (status, created_at, id);
CREATE INDEX tickets_category_idx ON tickets (category, created_at, id);
CREATE INDEX tickets_organization_id_idx ON tickets (organization_id, created_at, id);
CREATE INDEX tickets_resolved_at_idx ON tickets (resolved_at);
CREATE INDEX tickets_order_idx ON tickets (created_at, id);

CREATE TABLE rate_limits (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  reset_at text COLLATE "C" NOT NULL,
  reset_key text COLLATE "C"
);
CREATE INDEX rate_limits_reset_key_idx ON rate_limits (reset_key);

CREATE TABLE mfa_challenges (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  expires_at text COLLATE "C"
);
CREATE INDEX mfa_challenges_expires_at_idx ON mfa_challenges (expires_at);

CREATE TABLE jobs (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  run_at text COLLATE "C" NOT NULL,
  pending text COLLATE "C",
  due_at text COLLATE "C",
  finished_at text COLLATE "C",
  kind text COLLATE "C"
);
CREATE INDEX jobs_pending_idx ON jobs (pending, run_at, id) WHERE pending IS NOT NULL;
CREATE INDEX jobs_due_at_idx ON jobs (due_at) WHERE due_at IS NOT NULL;
CREATE INDEX jobs_finished_at_idx ON jobs (finished_at) WHERE finished_at IS NOT NULL;
CREATE INDEX jobs_kind_idx ON jobs (kind, run_at, id);
