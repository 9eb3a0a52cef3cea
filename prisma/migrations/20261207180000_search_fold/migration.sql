-- What a search matches: names and titles without their accents (decomposed, marks dropped) and
-- with the ligatures œ and æ spelled out, so "echeance" finds "Échéance" and "oeuvre" finds "Œuvre".
-- The application folds the searched text the same way (server/db/search-text.ts).
CREATE FUNCTION "search_fold"(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN regexp_replace(
    normalize(replace(replace(replace(replace(value, 'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE'), NFD),
    '[\u0300-\u036f]', '', 'g');

-- Computed by PostgreSQL from the column beside it, for every row already there and every row to come.
ALTER TABLE "Sender" ADD COLUMN "nameFold" TEXT NOT NULL GENERATED ALWAYS AS (search_fold("name")) STORED;
ALTER TABLE "Document" ADD COLUMN "titleFold" TEXT NOT NULL GENERATED ALWAYS AS (search_fold("title")) STORED,
  ADD COLUMN "originalFilenameFold" TEXT NOT NULL GENERATED ALWAYS AS (search_fold("originalFilename")) STORED;
ALTER TABLE "CloudFolder" ADD COLUMN "nameFold" TEXT NOT NULL GENERATED ALWAYS AS (search_fold("name")) STORED;
ALTER TABLE "CloudFile" ADD COLUMN "nameFold" TEXT NOT NULL GENERATED ALWAYS AS (search_fold("name")) STORED;
