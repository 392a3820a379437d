-- Search at a million profiles (docs/decisions/005-search.md, "2026-11-22: order buckets"):
-- every search_profile row gets three order tokens, so that "the matches up to this point of
-- the surname order" is one GIN condition, intersected with the words inside the index, and a
-- page deep in a broad match set reads about as many rows as it shows instead of walking the
-- surname order or sorting every match.
--
-- A row's order bucket is where its sort_surname falls among the 17,576 strings 'aaa' … 'zzz'
-- (width_bucket: 0 before 'aaa', 17,576 from 'zzz' on), compared under the column's own
-- collation, so buckets rise with ORDER BY sort_surname whatever the collation. The tokens are
-- 'o1:' || bucket / 676, 'o2:' || bucket / 26 and 'o3:' || bucket; any run of buckets from the
-- first (or up to the last) is then at most 78 tokens (search_order_upto, search_order_from).
-- The engine's writes add the same tokens (postgres-search.repository.ts, write()).

CREATE FUNCTION search_order_thresholds() RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ARRAY(
    SELECT chr(97 + a) || chr(97 + b) || chr(97 + c)
      FROM generate_series(0, 25) AS a, generate_series(0, 25) AS b, generate_series(0, 25) AS c
     ORDER BY a, b, c);

CREATE FUNCTION search_order_bucket(sort_key text) RETURNS integer
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN width_bucket(sort_key, search_order_thresholds());

CREATE FUNCTION search_order_tokens(sort_key text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN (SELECT ARRAY['o1:' || (b / 676), 'o2:' || (b / 26), 'o3:' || b]
            FROM (SELECT search_order_bucket(sort_key) AS b) AS x);

-- The tokens of buckets 0 … k.
CREATE FUNCTION search_order_upto(k integer) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ARRAY(
    SELECT 'o1:' || i FROM generate_series(0, k / 676 - 1) AS i
    UNION ALL
    SELECT 'o2:' || i FROM generate_series((k / 676) * 26, k / 26 - 1) AS i
    UNION ALL
    SELECT 'o3:' || i FROM generate_series((k / 26) * 26, k) AS i);

-- The tokens of buckets k … 17,576.
CREATE FUNCTION search_order_from(k integer) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ARRAY(
    SELECT 'o3:' || i FROM generate_series(k, (k / 26) * 26 + 25) AS i
    UNION ALL
    SELECT 'o2:' || i FROM generate_series(k / 26 + 1, (k / 676) * 26 + 25) AS i
    UNION ALL
    SELECT 'o1:' || i FROM generate_series(k / 676 + 1, 26) AS i);

-- One rewrite in the table's present (surname) order; indexes are rebuilt, the facet-count
-- triggers do not fire and the facets do not change.
ALTER TABLE search_profile ALTER COLUMN tokens TYPE text[]
  USING tokens || search_order_tokens(sort_surname);
ANALYZE search_profile;
