-- The credits balance holds money VAT included, in the billing currency
-- (/documentation/how-billing-works); it used to hold amounts before VAT, and some entries only
-- in US cents.
-- Issued documents are never rewritten. Two steps (embedded store: migration 12):
-- 1. An entry kept in US cents only gets its amount in the billing currency, at its document's
--    rate when that document is in the billing currency, else at the first paid order's rate.
UPDATE credit_entries e
   SET data = e.data
     || jsonb_build_object('amount', round((e.data->>'amountUsdCents')::numeric * src.rate)::bigint, 'currency', src.currency)
  FROM (
    SELECT ce.id,
           o.data->>'billingCurrency' AS currency,
           COALESCE(
             CASE WHEN i.data->>'currency' = o.data->>'billingCurrency' THEN (i.data->>'rate')::numeric END,
             CASE WHEN o.data->>'billingCurrency' = 'USD' THEN 1 END,
             (ord.data->>'rate')::numeric,
             1
           ) AS rate
      FROM credit_entries ce
      JOIN organizations o ON o.id = ce.organization_id
      LEFT JOIN invoices i ON i.id = ce.data->>'invoiceId'
      LEFT JOIN orders ord ON ord.id = o.data->>'firstPaidOrderId'
     WHERE NOT (ce.data ? 'amount') AND o.data->>'billingCurrency' IS NOT NULL
  ) src
 WHERE e.id = src.id;

-- 2. A balance held before VAT gets the VAT on what remains (at the rate of the organization's
--    latest credit note, else latest invoice): one correcting entry with its reason, so the
--    balance is money held VAT included, as each credit note now credits it.
INSERT INTO credit_entries (id, data, created_at, organization_id)
SELECT 'vat-correction-' || b.organization_id,
       jsonb_build_object(
         'id', 'vat-correction-' || b.organization_id,
         'organizationId', b.organization_id,
         'createdAt', b.at,
         'kind', 'correction',
         'description', 'VAT (' || trim_scale(b.rate_bp / 100.0) || ' %) on the '
           || CASE b.currency WHEN 'EUR' THEN '€' WHEN 'GBP' THEN '£' ELSE '$' END
           || to_char(b.held / 100.0, 'FM999,999,999,990.00')
           || ' held before VAT: the balance now holds money VAT included, as every credit note credits it',
         'text', jsonb_build_object('key', 'vat_correction', 'rateBp', b.rate_bp, 'held', b.held, 'currency', b.currency),
         'amountUsdCents', round(b.held_usd * b.rate_bp / 10000.0)::bigint,
         'amount', round(b.held * b.rate_bp / 10000.0)::bigint,
         'currency', b.currency,
         'countsInBalance', true,
         'orderId', NULL,
         'invoiceId', NULL,
         'clusterId', NULL
       ),
       b.at,
       b.organization_id
  FROM (
    SELECT ce.organization_id,
           o.data->>'billingCurrency' AS currency,
           sum((ce.data->>'amount')::bigint) AS held,
           sum((ce.data->>'amountUsdCents')::bigint) AS held_usd,
           to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
           (SELECT (d.data->>'vatRateBp')::int
              FROM invoices d
             WHERE d.organization_id = ce.organization_id
             ORDER BY (d.data->>'kind') = 'credit_note' DESC, d.issued_at DESC
             LIMIT 1) AS rate_bp
      FROM credit_entries ce
      JOIN organizations o ON o.id = ce.organization_id
     WHERE (ce.data->>'countsInBalance')::boolean AND ce.data ? 'amount' AND o.data->>'billingCurrency' IS NOT NULL
     GROUP BY ce.organization_id, o.data->>'billingCurrency'
  ) b
 WHERE b.held > 0 AND COALESCE(b.rate_bp, 0) > 0 AND round(b.held * b.rate_bp / 10000.0) > 0
ON CONFLICT (id) DO NOTHING;
