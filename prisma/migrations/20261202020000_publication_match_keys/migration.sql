-- Matching a registry's publication to one already on the portal (issue 42, decision 041):
-- by the source's id (publication_version.external_id, indexed), then by the normalised DOI,
-- then by the normalised title with the year and the first author. The last two compare keys
-- made from the versions' own columns; these functions make them, and the TypeScript side
-- (modules/registry-sync/publication-match.ts: doiKey, titleKey) makes the same keys of the
-- incoming record (publication-match.test.ts compares the two). Prisma cannot express an
-- index on an expression: both are hand-written (packages/db/src/catalog-snapshot.ts).

-- A DOI as compared: trimmed, without a resolver or `doi:` prefix, lower case (DOIs are
-- case-insensitive); NULL when nothing is left.
CREATE FUNCTION ln_doi_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN nullif(lower(regexp_replace(btrim(value), '^(https?://(dx\.)?doi\.org/|doi:\s*)', '', 'i')), '');

-- A title as compared: folded (ln_fold: lower case, no diacritics; then decomposed, without
-- combining marks, as the TypeScript fold does for the scripts unaccent leaves alone, e.g. й),
-- every run of anything but letters and digits one space, trimmed; NULL when nothing is left.
CREATE FUNCTION ln_title_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN nullif(btrim(regexp_replace(
    regexp_replace(normalize(ln_fold(value), NFD), '[\u0300-\u036f]', '', 'g'),
    '[^[:alnum:]]+', ' ', 'g')), '');

CREATE INDEX publication_version_doi_key_idx ON publication_version (ln_doi_key(doi))
  WHERE doi IS NOT NULL;
CREATE INDEX publication_version_title_key_idx ON publication_version (ln_title_key(title), year);
