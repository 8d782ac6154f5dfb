-- The maintenance job looks at every live cluster (patch upgrades in its window, end of
-- support): the "maintained" key lists them without reading deleted ones.
ALTER TABLE clusters ADD COLUMN maintained text COLLATE "C";
UPDATE clusters SET maintained = 'on' WHERE data->>'status' <> 'deleted';
CREATE INDEX clusters_maintained_idx ON clusters (maintained, created_at, id) WHERE maintained IS NOT NULL;
