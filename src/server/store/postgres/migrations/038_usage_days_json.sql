-- Usage days are the largest table, written every hour in bulk and never searched inside: kept
-- as json text, which PostgreSQL checks and gives back as it is, rather than as jsonb, whose
-- every hourly number it converts on the way in and out (a third of the seed's time).
ALTER TABLE usage_days ALTER COLUMN data TYPE json USING data::json;
