-- Organization roles. Every user who existed before roles owns their organization: they could do
-- everything until now, so nobody loses an ability and every organization keeps an owner.
UPDATE users SET data = jsonb_set(data, '{orgRole}', '"owner"') WHERE NOT (data ? 'orgRole');

-- Audit events name their organization (the actor's, for events recorded before this column).
ALTER TABLE audit_events ADD COLUMN organization_id text COLLATE "C";
UPDATE audit_events a
   SET organization_id = u.organization_id,
       data = a.data || jsonb_build_object('organizationId', u.organization_id, 'targetType', NULL, 'targetId', NULL)
  FROM users u
 WHERE a.actor_id = u.id AND a.organization_id IS NULL;
CREATE INDEX audit_events_organization_id_idx ON audit_events (organization_id, at, id);

-- Invitations to join an organization: single-use, 7 days, revocable; only the token's hash is kept.
CREATE TABLE organization_invitations (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  created_at text COLLATE "C" NOT NULL,
  organization_id text COLLATE "C",
  token_hash text COLLATE "C"
);
CREATE INDEX organization_invitations_organization_id_idx ON organization_invitations (organization_id, created_at, id);
CREATE UNIQUE INDEX organization_invitations_token_hash_key ON organization_invitations (token_hash);
