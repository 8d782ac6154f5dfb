-- The restricted archive of a closed organization's accounting records (invoices, credit notes,
-- ledger entries), each kept until its legal retention ends; read by accounting staff only.
CREATE TABLE legal_archive (
  id text COLLATE "C" PRIMARY KEY,
  data jsonb NOT NULL,
  issued_at text COLLATE "C" NOT NULL,
  organization_id text COLLATE "C",
  retain_until text COLLATE "C"
);
CREATE INDEX legal_archive_organization_id_idx ON legal_archive (organization_id, issued_at, id);
CREATE INDEX legal_archive_retain_until_idx ON legal_archive (retain_until, issued_at, id);
