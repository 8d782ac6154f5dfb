-- Clusters have a purpose: 'customer' (bought through an order, billed) or 'provider-test'
-- (created from a provider test page, no order, never metered). Every existing cluster was bought.
UPDATE clusters SET data = jsonb_set(data, '{purpose}', '"customer"') WHERE NOT (data ? 'purpose');
