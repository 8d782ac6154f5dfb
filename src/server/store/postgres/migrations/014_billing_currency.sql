-- One billing currency per organization: an organization that has paid an order takes that
-- first paid order's currency (new organizations get theirs at their first payment).
UPDATE organizations o
   SET data = jsonb_set(o.data, '{billingCurrency}', to_jsonb(ord.data->>'currency'))
  FROM orders ord
 WHERE ord.id = o.data->>'firstPaidOrderId'
   AND (o.data->>'billingCurrency') IS NULL;
