-- Support-plan subscriptions: an organization's paid plan, charged in advance per period and
-- renewed at each period's end (one row per organization, its id the organization's).
CREATE TABLE support_subscriptions (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  renew_at text COLLATE "C"
);
CREATE INDEX support_subscriptions_renew_at_idx ON support_subscriptions (renew_at, created_at, id) WHERE renew_at IS NOT NULL;
