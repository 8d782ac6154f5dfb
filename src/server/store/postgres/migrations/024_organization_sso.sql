-- Single sign-on (OpenID Connect) per organization: its settings, the client secret sealed
-- inside them, and the e-mail domains it reserves. A domain is a primary key: two
-- organizations can never hold the same one, even when they save at the same moment.
CREATE TABLE organization_sso (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  updated_at text COLLATE "C" NOT NULL
);

CREATE TABLE sso_domains (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  organization_id text COLLATE "C"
);
CREATE INDEX sso_domains_organization_id_idx ON sso_domains (organization_id, created_at, id);
