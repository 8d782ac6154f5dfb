-- Single sign-on binds a member to one identity-provider account (issuer and subject): later
-- sign-ins find the member by it, not by the e-mail the provider sends, and no two members
-- can hold the same account.
ALTER TABLE users ADD COLUMN sso_subject text COLLATE "C";
CREATE UNIQUE INDEX users_sso_subject_key ON users (sso_subject);
