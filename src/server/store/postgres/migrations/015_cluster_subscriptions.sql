-- Cluster subscriptions: each billed cluster's paid periods, renewed in advance at each period's end.
CREATE TABLE cluster_subscriptions (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  organization_id text COLLATE "C",
  renew_at text COLLATE "C"
);
CREATE INDEX cluster_subscriptions_organization_id_idx ON cluster_subscriptions (organization_id, created_at, id);
CREATE INDEX cluster_subscriptions_renew_at_idx ON cluster_subscriptions (renew_at, created_at, id) WHERE renew_at IS NOT NULL;
