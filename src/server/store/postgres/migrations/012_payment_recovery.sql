-- Payments that survive a crash.
-- orders.payment_lease_until: until when an attempt in progress (processing, or waiting for
-- 3-D Secure) belongs to the request that made it; past it, the recovery settles the attempt from
-- the provider's answer. Attempts already in progress when this runs are due at once.
ALTER TABLE orders ADD COLUMN payment_lease_until text COLLATE "C";
UPDATE orders SET payment_lease_until = data->>'updatedAt'
  WHERE data->>'status' = 'pending_payment' AND data->'payment'->>'state' IN ('processing', 'requires_action');
CREATE INDEX orders_payment_lease_until_idx ON orders (payment_lease_until) WHERE payment_lease_until IS NOT NULL;

-- orders.request_key: the Idempotency-Key (hashed with its caller) the order was created under,
-- in the same transaction, so a retry after a crash finds the order instead of making a second.
ALTER TABLE orders ADD COLUMN request_key text COLLATE "C";
CREATE UNIQUE INDEX orders_request_key_key ON orders (request_key);

-- The test provider's charges that took the money, by when (reconciliation lists them).
ALTER TABLE test_provider_records ADD COLUMN succeeded_at text COLLATE "C";
UPDATE test_provider_records SET succeeded_at = created_at WHERE kind = 'charge' AND data->>'status' = 'succeeded';
UPDATE test_provider_records SET data = jsonb_set(data, '{succeededAt}', to_jsonb(created_at)) WHERE succeeded_at IS NOT NULL;
CREATE INDEX test_provider_records_succeeded_at_idx ON test_provider_records (succeeded_at, created_at, id) WHERE succeeded_at IS NOT NULL;
