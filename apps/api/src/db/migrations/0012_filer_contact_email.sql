-- The filing's email column is where the filer hears about it after paying, listed and sorted in
-- the administrators' queue. Reinstatements and cures held for review ask for an email for
-- processing, and that address takes precedence over the first notification email; filings stored
-- before this migration kept only the notification email there (or none), so copy it over.
UPDATE "filings"
SET "email" = lower(btrim("values"->'email'->>'email'))
WHERE btrim(coalesce("values"->'email'->>'email', '')) <> ''
  AND "email" IS DISTINCT FROM lower(btrim("values"->'email'->>'email'));
