-- Clusters, their event stream and configuration history, and kubeconfig credentials.

CREATE TABLE clusters (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  organization_id text COLLATE "C",
  live_name text COLLATE "C",
  live_organization_id text COLLATE "C",
  order_id text COLLATE "C",
  meter_due text COLLATE "C"
);
CREATE INDEX clusters_meter_due_idx ON clusters (meter_due) WHERE meter_due IS NOT NULL;
CREATE INDEX clusters_organization_id_idx ON clusters (organization_id, created_at, id);
CREATE UNIQUE INDEX clusters_live_name_key ON clusters (live_name);
CREATE INDEX clusters_live_organization_id_idx ON clusters (live_organization_id, created_at, id) WHERE live_organization_id IS NOT NULL;
CREATE INDEX clusters_order_id_idx ON clusters (order_id);

CREATE TABLE cluster_events (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  at text COLLATE "C" NOT NULL,
  cluster_id text COLLATE "C",
  cluster_config text COLLATE "C",
  organization_config text COLLATE "C",
  phase_timing text COLLATE "C"
);
CREATE INDEX cluster_events_cluster_id_idx ON cluster_events (cluster_id, at, id);
CREATE INDEX cluster_events_cluster_config_idx ON cluster_events (cluster_config, at, id) WHERE cluster_config IS NOT NULL;
CREATE INDEX cluster_events_phase_timing_idx ON cluster_events (phase_timing, at, id) WHERE phase_timing IS NOT NULL;
CREATE INDEX cluster_events_organization_config_idx ON cluster_events (organization_config, at, id) WHERE organization_config IS NOT NULL;

CREATE TABLE kubeconfigs (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  cluster_id text COLLATE "C",
  token_hash text COLLATE "C",
  active_user text COLLATE "C",
  active_cluster text COLLATE "C"
);
CREATE INDEX kubeconfigs_cluster_id_idx ON kubeconfigs (cluster_id, created_at, id);
CREATE UNIQUE INDEX kubeconfigs_token_hash_key ON kubeconfigs (token_hash);
CREATE INDEX kubeconfigs_active_user_idx ON kubeconfigs (active_user) WHERE active_user IS NOT NULL;
CREATE INDEX kubeconfigs_active_cluster_idx ON kubeconfigs (active_cluster) WHERE active_cluster IS NOT NULL;

-- Metered usage: one record per cluster per UTC day, with its 24 hourly amounts.
CREATE TABLE usage_days (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  day text COLLATE "C" NOT NULL,
  organization_id text COLLATE "C",
  day_key text COLLATE "C"
);
CREATE INDEX usage_days_organization_id_idx ON usage_days (organization_id, day, id);
CREATE INDEX usage_days_day_key_idx ON usage_days (day_key);
