-- Organization exports: one row per requested archive (its state, progress, where the file is,
-- the download token sealed to the row). At most one queued or running per organization.
CREATE TABLE organization_exports (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  organization_id text COLLATE "C",
  active text COLLATE "C",
  expires_at text COLLATE "C"
);
CREATE INDEX organization_exports_organization_id_idx ON organization_exports (organization_id, created_at, id);
CREATE UNIQUE INDEX organization_exports_active_key ON organization_exports (active);
CREATE INDEX organization_exports_expires_at_idx ON organization_exports (expires_at, created_at, id);
