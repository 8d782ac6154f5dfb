-- Support plans paid before support subscriptions existed (017) have none: each organization on
-- a paid plan gets one from the paid order that put the plan in effect (organizations.planOrderId),
-- as a paid support order starts it today (support-subscriptions.service.ts `#start`). Its periods
-- follow the order's billing cycle from the payment (one calendar month or year at a time, as
-- periodEndOf counts: 31 January + 1 month = 3 March); the subscription starts in the period under
-- way now, so nothing already past is ever charged: the first renewal is at that period's end, at
-- the plan's list price for one period. An organization that already has a subscription keeps it,
-- so running this again changes nothing.
WITH RECURSIVE plans AS (
  SELECT plan->>'id' AS plan_id, plan->>'name' AS plan_name, (plan->>'monthlyCommitUsdCents')::bigint AS monthly
    FROM catalog, jsonb_array_elements(catalog.data->'seed'->'billingPlans') AS plan
   WHERE catalog.id = 'current'
), paid AS (
  SELECT g.id,
         o.data AS ord,
         p.plan_id,
         p.plan_name,
         p.monthly * CASE WHEN o.data->>'billingCycle' = 'yearly' THEN 12 ELSE 1 END AS period_price,
         (o.data->>'paidAt')::timestamptz AT TIME ZONE 'UTC' AS paid_at,
         to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
    FROM organizations g
    JOIN orders o ON o.id = g.data->>'planOrderId'
    JOIN plans p ON p.plan_id = g.data->>'planId'
   WHERE o.data->>'paidAt' IS NOT NULL
     AND o.data->>'status' IN ('paid', 'fulfilling', 'completed')
     AND o.data->>'kind' = 'support'
     AND o.data->'support'->>'planId' = g.data->>'planId'
     AND p.monthly > 0
), chain AS (
  -- Period after period from the payment, until the one that ends after now.
  SELECT id, ord, plan_id, plan_name, period_price, at, paid_at AS period_start,
         date_trunc('month', paid_at)
           + CASE WHEN ord->>'billingCycle' = 'yearly' THEN interval '1 year' ELSE interval '1 month' END
           + (extract(day FROM paid_at)::int - 1) * interval '1 day'
           + (paid_at - date_trunc('day', paid_at)) AS period_end
    FROM paid
  UNION ALL
  SELECT id, ord, plan_id, plan_name, period_price, at, period_end,
         date_trunc('month', period_end)
           + CASE WHEN ord->>'billingCycle' = 'yearly' THEN interval '1 year' ELSE interval '1 month' END
           + (extract(day FROM period_end)::int - 1) * interval '1 day'
           + (period_end - date_trunc('day', period_end))
    FROM chain
   WHERE period_end <= now() AT TIME ZONE 'UTC'
), periods AS (
  SELECT DISTINCT ON (id) id, ord, plan_id, plan_name, period_price, at,
         to_char(period_start, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS period_start,
         to_char(period_end, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS period_end
    FROM chain
   ORDER BY id, period_end DESC
)
INSERT INTO support_subscriptions (id, data, created_at, renew_at)
SELECT id,
       jsonb_build_object(
         'id', id,
         'organizationId', id,
         'planId', plan_id,
         'planName', plan_name,
         'orderId', ord->>'id',
         'billingCycle', ord->>'billingCycle',
         'currency', ord->>'currency',
         'rate', CASE WHEN ord->>'currency' = 'USD' THEN to_jsonb(1) ELSE ord->'rate' END,
         'state', 'active',
         'periodStart', period_start,
         'periodEnd', period_end,
         'periodPriceUsdCents', period_price,
         'invoiceId', ord->'invoiceId',
         'events', jsonb_build_array(jsonb_build_object(
           'at', at,
           'type', 'activated',
           'message', 'Carried over from order ' || (ord->>'number') || ' (placed before subscriptions): ' || plan_name || ' runs until ' || left(period_end, 10) || ', then renews ' || (ord->>'billingCycle') || '.')),
         'createdAt', at,
         'updatedAt', at),
       at,
       period_end
  FROM periods
ON CONFLICT (id) DO NOTHING;
