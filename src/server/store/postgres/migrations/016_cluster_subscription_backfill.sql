-- Clusters paid before subscriptions existed have none: each paid, live customer cluster gets
-- one from its order, as a paid order starts it today (cluster-subscriptions.service.ts
-- `activate`). Its periods follow the order's billing cycle from the payment (one calendar month
-- or year at a time, as periodEndOf counts: 31 January + 1 month = 3 March); the subscription
-- starts in the period under way now, so nothing already past is ever charged (the old model
-- billed those months its own way): the first renewal is at that period's end. The configuration
-- it renews is the one the cluster runs now. A cluster that already has a subscription keeps it,
-- so running this again changes nothing.
WITH RECURSIVE paid AS (
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
), chain AS (
  -- Period after period from the payment, until the one that ends after now.
  SELECT id, cluster, ord, at, paid_at AS period_start,
         date_trunc('month', paid_at)
           + CASE WHEN ord->>'billingCycle' = 'yearly' THEN interval '1 year' ELSE interval '1 month' END
           + (extract(day FROM paid_at)::int - 1) * interval '1 day'
           + (paid_at - date_trunc('day', paid_at)) AS period_end
    FROM paid
  UNION ALL
  SELECT id, cluster, ord, at, period_end,
         date_trunc('month', period_end)
           + CASE WHEN ord->>'billingCycle' = 'yearly' THEN interval '1 year' ELSE interval '1 month' END
           + (extract(day FROM period_end)::int - 1) * interval '1 day'
           + (period_end - date_trunc('day', period_end))
    FROM chain
   WHERE period_end <= now() AT TIME ZONE 'UTC'
), periods AS (
  SELECT DISTINCT ON (id) id, cluster, ord, at,
         to_char(period_start, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS period_start,
         to_char(period_end, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS period_end
    FROM chain
   ORDER BY id, period_end DESC
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
         'periodStart', period_start,
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
           'message', 'Carried over from order ' || (ord->>'number') || ' (placed before subscriptions): this period runs until ' || left(period_end, 10) || ', then renews ' || (ord->>'billingCycle') || '.')),
         'createdAt', at,
         'updatedAt', at,
         'changeClaim', NULL),
       at,
       cluster->>'organizationId',
       period_end
  FROM periods
ON CONFLICT (id) DO NOTHING;
