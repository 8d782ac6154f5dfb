-- The clusters list filtered by state, and the counts by state, read from an index: the key is
-- "<organization id>:<status>" for clusters not deleted (NULL otherwise), like live_organization_id.
ALTER TABLE clusters ADD COLUMN live_organization_status text COLLATE "C";
UPDATE clusters SET live_organization_status = organization_id || ':' || (data->>'status') WHERE live_organization_id IS NOT NULL;
CREATE INDEX clusters_live_organization_status_idx ON clusters (live_organization_status, created_at, id) WHERE live_organization_status IS NOT NULL;
