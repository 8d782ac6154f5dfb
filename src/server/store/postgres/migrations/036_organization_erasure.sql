-- Closed organizations: when each one's grace period ends (null once erased or reopened), so the
-- erasure job finds those due in one range.
ALTER TABLE organizations ADD COLUMN erase_after text COLLATE "C";
CREATE INDEX organizations_erase_after_idx ON organizations (erase_after, created_at, id) WHERE erase_after IS NOT NULL;
