-- Search at a million profiles (docs/decisions/005-search.md, "2026-11-22 (evening): name
-- counts and surname ranges"): the counts of a one-word name search come from a table, and its
-- first page from walks along the surname index, instead of reading every matching row.
--
-- search_profile.name_keys: the name keys of a row, written by the engine (indexRow()):
--   '^' || p  for every name or surname word and every prefix of it up to 10 letters
--             (what the n^/s^ n-gram tokens and the n:/s: word tokens match as a prefix);
--   '=' || w  for every name or surname word (what n:/s: match exactly).
-- search_name_count: per name key, facet value ('*' = everyone, d:/f:/g: codes) and dead flag,
-- the number of rows with that key: a profile counts once under a key however many of its
-- words give it. Kept by statement triggers like search_facet_count.

-- The keys of the rows already indexed, computed once here; the engine computes them in
-- JavaScript from then on (the same rule; this function is dropped below).
CREATE FUNCTION search_name_keys_once(tokens text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ARRAY(
    SELECT DISTINCT k
      FROM unnest(tokens) AS t,
           LATERAL (VALUES
             (CASE WHEN left(t, 2) IN ('n^', 's^') THEN '^' || substr(t, 3) END),
             (CASE WHEN left(t, 2) IN ('n:', 's:') THEN '=' || substr(t, 3) END),
             (CASE WHEN left(t, 2) IN ('n:', 's:') AND char_length(t) <= 12
                   THEN '^' || substr(t, 3) END)) AS v(k)
     WHERE k IS NOT NULL);

-- Surname range markers (decision 005, "surname ranges"): x: + every surname word, x^ + every
-- surname n-gram that the row's sort key does not start with (a previous surname, the later
-- part of a double surname). The engine's indexRow() adds the same from then on.
CREATE FUNCTION search_outside_tokens_once(tokens text[], sort_key text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN ARRAY(
    SELECT CASE WHEN left(t, 2) = 's:' THEN 'x:' ELSE 'x^' END || substr(t, 3)
      FROM unnest(tokens) AS t
     WHERE left(t, 2) IN ('s:', 's^') AND NOT starts_with(sort_key, substr(t, 3)));

ALTER TABLE search_profile ADD COLUMN name_keys text[] NOT NULL DEFAULT '{}';
ALTER TABLE search_profile ALTER COLUMN name_keys DROP DEFAULT;
-- One rewrite in the table's order (CLUSTER by surname is kept), not an UPDATE; from its first
-- page (a synchronized scan could start mid-table and rotate the order).
SET LOCAL synchronize_seqscans = off;
ALTER TABLE search_profile
  ALTER COLUMN name_keys TYPE text[] USING search_name_keys_once(tokens),
  ALTER COLUMN tokens TYPE text[] USING tokens || search_outside_tokens_once(tokens, sort_surname);
DROP FUNCTION search_name_keys_once(text[]);
DROP FUNCTION search_outside_tokens_once(text[], text);

CREATE TABLE search_name_count (
  key text NOT NULL,
  code text NOT NULL,
  dead boolean NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (key, code, dead)
);

INSERT INTO search_name_count (key, code, dead, n)
SELECT k, f, s.dead, count(*)
  FROM search_profile s, unnest(s.name_keys) AS k, unnest(s.facets) AS f
 GROUP BY 1, 2, 3;

CREATE FUNCTION search_name_count_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_name_count AS c (key, code, dead, n)
  SELECT k, f, r.dead, count(*)
    FROM search_new_rows r, unnest(r.name_keys) AS k, unnest(r.facets) AS f
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (key, code, dead) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

-- Only rows whose keys, facets or dead flag changed move counts: a reindex rewriting unchanged
-- rows costs one join.
CREATE FUNCTION search_name_count_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT o.name_keys AS old_keys, o.facets AS old_facets, o.dead AS old_dead,
           n.name_keys AS new_keys, n.facets AS new_facets, n.dead AS new_dead
      FROM search_old_rows o JOIN search_new_rows n ON n.profile_id = o.profile_id
     WHERE (o.name_keys, o.facets, o.dead) IS DISTINCT FROM (n.name_keys, n.facets, n.dead)),
  delta(key, code, dead, n) AS (
    SELECT k, f, r.new_dead, 1 FROM changed r, unnest(r.new_keys) AS k, unnest(r.new_facets) AS f
    UNION ALL
    SELECT k, f, r.old_dead, -1 FROM changed r, unnest(r.old_keys) AS k, unnest(r.old_facets) AS f)
  INSERT INTO search_name_count AS c (key, code, dead, n)
  SELECT key, code, dead, sum(n) FROM delta
   GROUP BY key, code, dead HAVING sum(n) <> 0 ORDER BY key, code, dead
  ON CONFLICT (key, code, dead) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

CREATE FUNCTION search_name_count_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_name_count AS c (key, code, dead, n)
  SELECT k, f, r.dead, -count(*)
    FROM search_old_rows r, unnest(r.name_keys) AS k, unnest(r.facets) AS f
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (key, code, dead) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

CREATE TRIGGER search_profile_names_insert AFTER INSERT ON search_profile
  REFERENCING NEW TABLE AS search_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_name_count_on_insert();
CREATE TRIGGER search_profile_names_update AFTER UPDATE ON search_profile
  REFERENCING OLD TABLE AS search_old_rows NEW TABLE AS search_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_name_count_on_update();
CREATE TRIGGER search_profile_names_delete AFTER DELETE ON search_profile
  REFERENCING OLD TABLE AS search_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_name_count_on_delete();

ANALYZE search_profile;
ANALYZE search_name_count;
