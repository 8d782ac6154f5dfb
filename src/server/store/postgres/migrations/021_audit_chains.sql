-- The audit log is a hash chain per organization: each entry carries the hash of the one before.
-- One row per chain holds its last hash and length; appending locks it, so two instances
-- appending at once extend the chain one after the other.
CREATE TABLE audit_chains (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  updated_at text COLLATE "C" NOT NULL
);
