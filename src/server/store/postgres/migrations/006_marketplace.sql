-- Marketplace: product subscriptions, uploaded files and custom-solution requests.

CREATE TABLE product_subscriptions (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  organization_id text COLLATE "C",
  live_product text COLLATE "C"
);
CREATE INDEX product_subscriptions_organization_id_idx ON product_subscriptions (organization_id, created_at, id);
CREATE INDEX product_subscriptions_live_product_idx ON product_subscriptions (live_product) WHERE live_product IS NOT NULL;

-- File bytes are kept in the database (base64 in data), so every instance serves them.
CREATE TABLE attachments (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  organization_id text COLLATE "C",
  attached_to text COLLATE "C",
  unattached_since text COLLATE "C"
);
CREATE INDEX attachments_organization_id_idx ON attachments (organization_id, created_at, id);
CREATE INDEX attachments_attached_to_idx ON attachments (attached_to) WHERE attached_to IS NOT NULL;
CREATE INDEX attachments_unattached_since_idx ON attachments (unattached_since) WHERE unattached_since IS NOT NULL;

CREATE TABLE custom_solutions (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  organization_id text COLLATE "C",
  all_requests text COLLATE "C"
);
CREATE INDEX custom_solutions_organization_id_idx ON custom_solutions (organization_id, created_at, id);
CREATE INDEX custom_solutions_all_requests_idx ON custom_solutions (all_requests, created_at, id);
