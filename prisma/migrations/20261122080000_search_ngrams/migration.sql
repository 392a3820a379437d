-- Search at a million profiles (docs/decisions/005-search.md, "2026-11-22: speed at 1M").
-- Two kinds of tokens join every search_profile row:
--   * edge n-grams of name and surname words ('n^m', 'n^ma', 'n^mar', … 's^kow', up to ten
--     letters, never the whole word, which already is 'n:…'/'s:…'), so a prefix typed into a
--     name is one GIN key instead of every dictionary word it starts;
--   * a sample bucket 'b:0' … 'b:63' (the last byte of the profile id, modulo 64), so the counts
--     of a huge match set can be estimated from a fixed share of it, found inside the index.
-- packages/search/src/postgres/postgres-engine.ts (indexRow) writes the same tokens. The table
-- is rewritten once (ALTER … TYPE … USING), which also compacts it and rebuilds its indexes;
-- the facet-count triggers do not fire on a rewrite, and the facets do not change.

CREATE FUNCTION search_edge_ngrams(tokens text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ARRAY(
    SELECT DISTINCT left(t, 1) || '^' || left(substr(t, 3), k)
      FROM unnest(tokens) AS t, generate_series(1, least(char_length(t) - 3, 10)) AS k
     WHERE t LIKE 'n:%' OR t LIKE 's:%');

ALTER TABLE search_profile ALTER COLUMN tokens TYPE text[]
  USING tokens || search_edge_ngrams(tokens)
               || ('b:' || (get_byte(uuid_send(profile_id), 15) % 64))::text;

DROP FUNCTION search_edge_ngrams(text[]);

-- Planner statistics over more token values, so it can tell a rare surname from a common
-- specialty word when it chooses between the GIN index and a walk in sort order.
ALTER TABLE search_profile ALTER COLUMN tokens SET STATISTICS 1000;
ANALYZE search_profile;
