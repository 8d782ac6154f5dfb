-- Clusters paid before subscriptions existed have none: each paid, live customer cluster gets
-- one from its order, as a paid order starts it today (cluster-subscriptions.service.ts
-- `activate`). Its period starts at the order's payment and lasts the order's billing cycle
-- (one calendar month or year later, as periodEndOf counts: 31 January + 1 month = 3 March);
-- the configuration it renews is the one the cluster runs now. A cluster that already has a
-- subscription keeps it, so running this again changes nothing.
WITH paid AS (
  SELECT c.id,
         c.data AS cluster,
         o.data AS ord,
         (o.data->>'paidAt')::timestamptz AT TIME ZONE 'UTC' AS paid_at,
         to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
    FROM clusters c
    JOIN orders o ON o.id = c.data->>'orderId'
   WHERE o.data->>'paidAt' IS NOT NULL
     AND o.data->>'status' IN ('paid', 'fulfilling', 'completed')
     AND COALESCE(c.data->>'purpose', 'customer') = 'customer'
     AND c.data->>'status' NOT IN ('deleted', 'deleting')
     AND NOT (c.data->>'status' = 'failed' AND c.data->>'runningSince' IS NULL)
), periods AS (
  SELECT paid.*,
         to_char(
           date_trunc('month', paid_at)
             + CASE WHEN ord->>'billingCycle' = 'yearly' THEN interval '1 year' ELSE interval '1 month' END
             + (extract(day FROM paid_at)::int - 1) * interval '1 day'
             + (paid_at - date_trunc('day', paid_at)),
           'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS period_end
    FROM paid
)
INSERT INTO cluster_subscriptions (id, data, created_at, organization_id, renew_at)
SELECT id,
       jsonb_build_object(
         'id', id,
         'organizationId', cluster->>'organizationId',
         'clusterId', id,
         'clusterName', cluster->>'name',
         'orderId', ord->>'id',
         'billingCycle', ord->>'billingCycle',
         'currency', ord->>'currency',
         'rate', CASE WHEN ord->>'currency' = 'USD' THEN to_jsonb(1) ELSE ord->'rate' END,
         'state', 'active',
         'periodStart', to_char(paid_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         'periodEnd', period_end,
         'chargedSpec', jsonb_build_object(
           'name', cluster->'name',
           'tierId', cluster->'tierId',
           'providerId', cluster->'providerId',
           'regionId', cluster->'regionId',
           'kubernetesVersion', cluster->'kubernetesVersion',
           'haControlPlane', cluster->'haControlPlane',
           'nodePools', cluster->'nodePools',
           'addonIds', cluster->'addonIds'),
         'periodPriceUsdCents', ord->'subtotalUsdCents',
         'invoiceId', ord->'invoiceId',
         'events', jsonb_build_array(jsonb_build_object(
           'at', at,
           'type', 'activated',
           'message', 'Paid until ' || left(period_end, 10) || ' by order ' || (ord->>'number') || ' (placed before subscriptions); renews ' || (ord->>'billingCycle') || '.')),
         'createdAt', at,
         'updatedAt', at,
         'changeClaim', NULL),
       at,
       cluster->>'organizationId',
       period_end
  FROM periods
ON CONFLICT (id) DO NOTHING;
