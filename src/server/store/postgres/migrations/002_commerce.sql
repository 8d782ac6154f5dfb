-- Orders, payments and invoices (issue: orders and checkout).

CREATE TABLE orders (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  organization_id text COLLATE "C",
  organization_kind text COLLATE "C",
  organization_status text COLLATE "C",
  number text COLLATE "C",
  unpaid_since text COLLATE "C",
  cluster_id text COLLATE "C"
);
CREATE INDEX orders_organization_id_idx ON orders (organization_id, created_at, id);
CREATE INDEX orders_organization_kind_idx ON orders (organization_kind, created_at, id);
CREATE INDEX orders_organization_status_idx ON orders (organization_status, created_at, id);
CREATE UNIQUE INDEX orders_number_key ON orders (number);
CREATE INDEX orders_unpaid_since_idx ON orders (unpaid_since) WHERE unpaid_since IS NOT NULL;
CREATE INDEX orders_cluster_id_idx ON orders (cluster_id, created_at, id) WHERE cluster_id IS NOT NULL;

CREATE TABLE payment_methods (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  organization_id text COLLATE "C"
);
CREATE INDEX payment_methods_organization_id_idx ON payment_methods (organization_id, created_at, id);

CREATE TABLE invoices (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  issued_at text COLLATE "C" NOT NULL,
  organization_id text COLLATE "C",
  organization_kind text COLLATE "C",
  number text COLLATE "C",
  order_id text COLLATE "C"
);
CREATE INDEX invoices_organization_id_idx ON invoices (organization_id, issued_at, id);
CREATE INDEX invoices_organization_kind_idx ON invoices (organization_kind, issued_at, id);
CREATE UNIQUE INDEX invoices_number_key ON invoices (number);
CREATE INDEX invoices_order_id_idx ON invoices (order_id, issued_at, id);

CREATE TABLE counters (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  updated_at text COLLATE "C" NOT NULL
);

CREATE TABLE idempotency_keys (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  expires_at text COLLATE "C"
);
CREATE INDEX idempotency_keys_expires_at_idx ON idempotency_keys (expires_at);

CREATE TABLE test_provider_records (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  kind text COLLATE "C"
);
CREATE INDEX test_provider_records_kind_idx ON test_provider_records (kind, created_at, id);
