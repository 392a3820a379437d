-- Counts of short prefixes over every searched word (docs/decisions/005-search.md,
-- "2026-11-22 (night): prefix counts and the walk"). A one-word search of 3 or 4 letters is
-- typed as a prefix, and it matches names, surnames, specialty words and institution words
-- that start with it ("mar": Maria, Marczak, marketing, Marii Curie-Skłodowskiej). Its
-- specialty and institution part had no counter: it was estimated from a sample of its rows,
-- 20-40 ms at a million profiles for the common ones.
--
-- search_profile.name_keys gains, beside '^' and '=' (20261122170000_search_name_counts):
--   '~' || p  for p the first 3 and the first 4 letters of every name, surname, specialty and
--             institution word (n:, s:, p:, i: tokens) that long: what a 3- or 4-letter prefix
--             matches in the whole query, counted once per row however many words give it.
-- The engine's nameKeys() computes the same from then on; search_name_count's triggers count
-- them like the other keys.

CREATE FUNCTION search_prefix_keys_once(tokens text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ARRAY(
    SELECT DISTINCT '~' || left(substr(t, 3), l)
      FROM unnest(tokens) AS t, (VALUES (3), (4)) AS v(l)
     WHERE left(t, 2) IN ('n:', 's:', 'p:', 'i:') AND char_length(t) - 2 >= l);

-- One rewrite in the table's order (CLUSTER by surname is kept), not an UPDATE (which would
-- also fire the counting triggers a million times over); from its first page.
SET LOCAL synchronize_seqscans = off;
ALTER TABLE search_profile
  ALTER COLUMN name_keys TYPE text[] USING name_keys || search_prefix_keys_once(tokens);
DROP FUNCTION search_prefix_keys_once(text[]);

INSERT INTO search_name_count AS c (key, code, dead, n)
SELECT k, f, s.dead, count(*)
  FROM search_profile s, unnest(s.name_keys) AS k, unnest(s.facets) AS f
 WHERE starts_with(k, '~')
 GROUP BY 1, 2, 3
ON CONFLICT (key, code, dead) DO UPDATE SET n = c.n + excluded.n;

-- A name tier spread along the surname order (a first name's rows) has its first page read up
-- to a key found in the planner's histogram of sort_surname (the engine's pageByRanges(),
-- `early`): a thousand bounds, so each step is a thousandth of the order.
ALTER TABLE search_profile ALTER COLUMN sort_surname SET STATISTICS 1000;

ANALYZE search_profile;
ANALYZE search_name_count;

-- With ~53 name keys a row (19 before), a reindex into an empty index spends most of its time
-- moving counters one batch at a time (~525 s for 200,000 profiles, measured). Such a reindex
-- now sets search.name_counts = 'deferred' in its write transactions, and the counting
-- triggers (the same, and their functions unchanged) do not fire for those statements; it then
-- counts every row once, in one statement, with search_profile locked against writes (the
-- engine's reindex()). Every other write counts as before.
DROP TRIGGER search_profile_names_insert ON search_profile;
DROP TRIGGER search_profile_names_update ON search_profile;
DROP TRIGGER search_profile_names_delete ON search_profile;
CREATE TRIGGER search_profile_names_insert AFTER INSERT ON search_profile
  REFERENCING NEW TABLE AS search_new_rows
  FOR EACH STATEMENT
  WHEN (current_setting('search.name_counts', true) IS DISTINCT FROM 'deferred')
  EXECUTE FUNCTION search_name_count_on_insert();
CREATE TRIGGER search_profile_names_update AFTER UPDATE ON search_profile
  REFERENCING OLD TABLE AS search_old_rows NEW TABLE AS search_new_rows
  FOR EACH STATEMENT
  WHEN (current_setting('search.name_counts', true) IS DISTINCT FROM 'deferred')
  EXECUTE FUNCTION search_name_count_on_update();
CREATE TRIGGER search_profile_names_delete AFTER DELETE ON search_profile
  REFERENCING OLD TABLE AS search_old_rows
  FOR EACH STATEMENT
  WHEN (current_setting('search.name_counts', true) IS DISTINCT FROM 'deferred')
  EXECUTE FUNCTION search_name_count_on_delete();
