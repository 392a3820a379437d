-- Search (issue 4, docs/search.md): hand-written objects Prisma cannot express. The tables
-- below are the PostgreSQL engine's index, not part of schema.prisma; the catalog test
-- (packages/db/src/migrate.test.ts) lists them as hand-written.

CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Lower case without diacritics, ł/Ł folded explicitly (Unicode decomposition does not split
-- them). unaccent() is only STABLE, so this IMMUTABLE wrapper names its dictionary to be
-- indexable. packages/search/src/text.ts fold() does the same in JavaScript.
CREATE FUNCTION ln_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, translate(value, 'łŁ', 'lL')));

-- Type-ahead look-ups (findInstitutionsByName, specialty/filter): substring match on folded text.
CREATE INDEX institution_name_fold_trgm_idx ON institution USING gin (ln_fold(name_pl) gin_trgm_ops);
CREATE INDEX specialty_term_label_pl_fold_trgm_idx ON specialty_term USING gin (ln_fold(label_pl) gin_trgm_ops);
CREATE INDEX specialty_term_label_en_fold_trgm_idx ON specialty_term USING gin (ln_fold(label_en) gin_trgm_ops);

-- One row per searchable (visible) profile. `tokens` holds every word and filter value,
-- prefixed by what it is (n: names, s: surnames, p: specialties, c:/i: current/any
-- institution words, ci:/ai: current/any institution ids, d: disciplines, f: fields,
-- g: highest degree), so one GIN index answers every filter.
CREATE TABLE search_profile (
  profile_id uuid PRIMARY KEY,
  tokens text[] NOT NULL,
  dead boolean NOT NULL,
  highest_degree text,
  disciplines text[] NOT NULL,
  domains text[] NOT NULL,
  sort_surname text NOT NULL,
  sort_field text NOT NULL,
  sort_discipline text NOT NULL,
  sort_employment text NOT NULL,
  generation bigint NOT NULL DEFAULT 0
) WITH (fillfactor = 90);
CREATE INDEX search_profile_tokens_idx ON search_profile USING gin (tokens);
CREATE INDEX search_profile_sort_surname_idx ON search_profile (sort_surname, profile_id);
CREATE INDEX search_profile_sort_field_idx ON search_profile (sort_field, sort_surname, profile_id);
CREATE INDEX search_profile_sort_discipline_idx ON search_profile (sort_discipline, sort_surname, profile_id);
CREATE INDEX search_profile_sort_employment_idx ON search_profile (sort_employment, sort_surname, profile_id);
CREATE INDEX search_profile_generation_idx ON search_profile (generation);

-- The indexed document of each profile (what matchingInfos are computed from), kept apart so
-- the rows the queries scan stay narrow.
CREATE TABLE search_document (
  profile_id uuid PRIMARY KEY,
  doc jsonb NOT NULL
);

-- Every distinct word of the index (for prefix and typo expansion of a query word) and the
-- words one deleted letter away from each (a typo is at most one edit: a query word matches
-- a token when the two share a one-deletion variant or one is a deletion of the other).
CREATE TABLE search_token (
  token text COLLATE "C" PRIMARY KEY
);
CREATE TABLE search_token_variant (
  variant text COLLATE "C" NOT NULL,
  token text COLLATE "C" NOT NULL,
  PRIMARY KEY (variant, token)
);

-- Counts for browsing with an empty query (facets over everyone), kept by the triggers below
-- so that such a request never scans search_profile. facet: total | discipline | domain | title.
CREATE TABLE search_facet_count (
  facet text NOT NULL,
  code text NOT NULL,
  dead boolean NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (facet, code, dead)
);

-- UPDATE: subtract the old rows, add the new ones.
CREATE FUNCTION search_facet_count_apply() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  WITH delta(facet, code, dead, n) AS (
    SELECT 'total', '', r.dead, 1 FROM search_new_rows r
    UNION ALL SELECT 'discipline', unnest(r.disciplines), r.dead, 1 FROM search_new_rows r
    UNION ALL SELECT 'domain', unnest(r.domains), r.dead, 1 FROM search_new_rows r
    UNION ALL SELECT 'title', r.highest_degree, r.dead, 1 FROM search_new_rows r WHERE r.highest_degree IS NOT NULL
    UNION ALL SELECT 'total', '', r.dead, -1 FROM search_old_rows r
    UNION ALL SELECT 'discipline', unnest(r.disciplines), r.dead, -1 FROM search_old_rows r
    UNION ALL SELECT 'domain', unnest(r.domains), r.dead, -1 FROM search_old_rows r
    UNION ALL SELECT 'title', r.highest_degree, r.dead, -1 FROM search_old_rows r WHERE r.highest_degree IS NOT NULL
  )
  INSERT INTO search_facet_count AS c (facet, code, dead, n)
  SELECT facet, code, dead, sum(n) FROM delta GROUP BY facet, code, dead HAVING sum(n) <> 0
  -- One order for every writer, so concurrent writers cannot deadlock on these rows.
   ORDER BY facet, code, dead
  ON CONFLICT (facet, code, dead) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

CREATE FUNCTION search_facet_count_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_facet_count AS c (facet, code, dead, n)
  SELECT facet, code, dead, sum(n) FROM (
    SELECT 'total' AS facet, '' AS code, r.dead, 1 AS n FROM search_new_rows r
    UNION ALL SELECT 'discipline', unnest(r.disciplines), r.dead, 1 FROM search_new_rows r
    UNION ALL SELECT 'domain', unnest(r.domains), r.dead, 1 FROM search_new_rows r
    UNION ALL SELECT 'title', r.highest_degree, r.dead, 1 FROM search_new_rows r WHERE r.highest_degree IS NOT NULL
  ) delta GROUP BY facet, code, dead ORDER BY facet, code, dead
  ON CONFLICT (facet, code, dead) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

CREATE FUNCTION search_facet_count_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_facet_count AS c (facet, code, dead, n)
  SELECT facet, code, dead, sum(n) FROM (
    SELECT 'total' AS facet, '' AS code, r.dead, -1 AS n FROM search_old_rows r
    UNION ALL SELECT 'discipline', unnest(r.disciplines), r.dead, -1 FROM search_old_rows r
    UNION ALL SELECT 'domain', unnest(r.domains), r.dead, -1 FROM search_old_rows r
    UNION ALL SELECT 'title', r.highest_degree, r.dead, -1 FROM search_old_rows r WHERE r.highest_degree IS NOT NULL
  ) delta GROUP BY facet, code, dead ORDER BY facet, code, dead
  ON CONFLICT (facet, code, dead) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;

CREATE TRIGGER search_profile_facets_insert AFTER INSERT ON search_profile
  REFERENCING NEW TABLE AS search_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_facet_count_on_insert();
CREATE TRIGGER search_profile_facets_update AFTER UPDATE ON search_profile
  REFERENCING OLD TABLE AS search_old_rows NEW TABLE AS search_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_facet_count_apply();
CREATE TRIGGER search_profile_facets_delete AFTER DELETE ON search_profile
  REFERENCING OLD TABLE AS search_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_facet_count_on_delete();

-- The transactional outbox: every write to what search shows adds rows in the same
-- transaction, whatever code makes it (profile data, hide/show, deceased, account deletion,
-- employments, specialties, degrees, disciplines). The profiles-api worker drains it.
CREATE FUNCTION search_outbox_notify() RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('search_outbox', '')
$$;

CREATE FUNCTION search_outbox_profile_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_outbox (profile_id, operation)
  SELECT id, 'UPSERT' FROM search_new_rows WHERE NOT hidden;
  IF FOUND THEN PERFORM search_outbox_notify(); END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION search_outbox_profile_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_outbox (profile_id, operation)
  SELECT n.id, 'UPSERT'
    FROM search_new_rows n JOIN search_old_rows o ON o.id = n.id
   WHERE (n.first_name, n.second_name, n.surname, n.previous_name, n.previous_surname, n.prefix,
          n.calculated_edu_level, n.hidden, n.dead)
         IS DISTINCT FROM
         (o.first_name, o.second_name, o.surname, o.previous_name, o.previous_surname, o.prefix,
          o.calculated_edu_level, o.hidden, o.dead);
  IF FOUND THEN PERFORM search_outbox_notify(); END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION search_outbox_profile_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_outbox (profile_id, operation) SELECT id, 'DELETE' FROM search_old_rows;
  IF FOUND THEN PERFORM search_outbox_notify(); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER profile_search_outbox_insert AFTER INSERT ON profile
  REFERENCING NEW TABLE AS search_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_profile_insert();
CREATE TRIGGER profile_search_outbox_update AFTER UPDATE ON profile
  REFERENCING OLD TABLE AS search_old_rows NEW TABLE AS search_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_profile_update();
CREATE TRIGGER profile_search_outbox_delete AFTER DELETE ON profile
  REFERENCING OLD TABLE AS search_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_profile_delete();

-- Rows of a profile's lists: the profile's document changes with any of them.
CREATE FUNCTION search_outbox_child_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_outbox (profile_id, operation)
  SELECT DISTINCT profile_id, 'UPSERT'::outbox_operation FROM search_new_rows;
  IF FOUND THEN PERFORM search_outbox_notify(); END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION search_outbox_child_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A profile deleted in the same statement (cascade) gets its DELETE from the profile trigger.
  INSERT INTO search_outbox (profile_id, operation)
  SELECT DISTINCT r.profile_id, 'UPSERT'::outbox_operation FROM search_old_rows r
   WHERE EXISTS (SELECT 1 FROM profile p WHERE p.id = r.profile_id);
  IF FOUND THEN PERFORM search_outbox_notify(); END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION search_outbox_child_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_outbox (profile_id, operation)
  SELECT DISTINCT profile_id, 'UPSERT'::outbox_operation
    FROM (SELECT profile_id FROM search_new_rows UNION SELECT profile_id FROM search_old_rows) x;
  IF FOUND THEN PERFORM search_outbox_notify(); END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['employment', 'specialty', 'degree_title', 'profile_discipline'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS search_new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_child_new()',
                   t || '_search_outbox_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I
                    REFERENCING OLD TABLE AS search_old_rows NEW TABLE AS search_new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_child_changed()',
                   t || '_search_outbox_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS search_old_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION search_outbox_child_old()',
                   t || '_search_outbox_delete', t);
  END LOOP;
END $$;
