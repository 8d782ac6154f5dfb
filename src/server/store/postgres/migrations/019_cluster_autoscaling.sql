-- The autoscaler reconciles live clusters that have an autoscaled pool: the "autoscaled" key
-- lists them without reading every cluster. Existing rows get it from their pools.
ALTER TABLE clusters ADD COLUMN autoscaled text COLLATE "C";
UPDATE clusters SET autoscaled = 'on'
 WHERE data->>'status' <> 'deleted'
   AND EXISTS (SELECT 1 FROM jsonb_array_elements(data->'nodePools') pool WHERE pool ? 'autoscale');
CREATE INDEX clusters_autoscaled_idx ON clusters (autoscaled, created_at, id) WHERE autoscaled IS NOT NULL;
