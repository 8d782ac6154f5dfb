-- Personal API tokens: only the SHA-256 of the value is kept.
CREATE TABLE api_tokens (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  token_hash text COLLATE "C",
  user_id text COLLATE "C",
  active_user_id text COLLATE "C"
);
CREATE UNIQUE INDEX api_tokens_token_hash_key ON api_tokens (token_hash);
CREATE INDEX api_tokens_user_id_idx ON api_tokens (user_id, created_at, id);
CREATE INDEX api_tokens_active_user_id_idx ON api_tokens (active_user_id, created_at, id) WHERE active_user_id IS NOT NULL;

-- Webhook endpoints of organizations, and the log of what was sent to them.
CREATE TABLE webhook_endpoints (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  organization_id text COLLATE "C"
);
CREATE INDEX webhook_endpoints_organization_id_idx ON webhook_endpoints (organization_id, created_at, id);

CREATE TABLE webhook_deliveries (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  endpoint_id text COLLATE "C",
  created_key text COLLATE "C"
);
CREATE INDEX webhook_deliveries_endpoint_id_idx ON webhook_deliveries (endpoint_id, created_at, id);
CREATE INDEX webhook_deliveries_created_key_idx ON webhook_deliveries (created_key, created_at, id);
