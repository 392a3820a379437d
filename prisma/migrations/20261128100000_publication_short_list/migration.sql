-- The public short list of each profile (public/publications/{id}/shortPublications), kept as
-- PostgreSQL built it: the profile page's hottest read costs one primary-key look-up instead of
-- ~60 index descents (docs/owner-publications.md "Speed", decision 028).
--
-- A row is filled by the first read that finds it missing or stale (items IS NULL) and is
-- made stale, in the writing transaction itself, by every change to what a short list shows:
-- a profile's authorships (its toggles, hidden versions, position) and the author names other
-- profiles show, the publications' type and author count, and their versions. Triggers do it,
-- so no write path (the owner's calls, the lifecycle, imports, tests writing rows) can miss it.
--
-- `gen` counts the changes. A read builds the list from its own snapshot and stores it only if
-- the row's gen is still the one that snapshot saw: a change committed meanwhile (or waiting on
-- the row's lock) has raised it, and the older list is not stored over it.
-- The profile's own visibility is never kept here: each read checks it on the profile row.
CREATE TABLE "publication_short_list" (
    "profile_id" UUID NOT NULL,
    "gen" BIGINT NOT NULL DEFAULT 1,
    "total" INTEGER,
    "invisible" BOOLEAN,
    "items" JSON,
    CONSTRAINT "publication_short_list_pkey" PRIMARY KEY ("profile_id")
);

-- Marks the short lists of these profiles stale, in profile id order (two writers touching the
-- same profiles lock their rows in the same order).
CREATE FUNCTION publication_short_list_invalidate(profile_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO publication_short_list AS l (profile_id)
  SELECT DISTINCT id FROM unnest(profile_ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT (profile_id) DO UPDATE
    SET gen = l.gen + 1, total = NULL, invisible = NULL, items = NULL
$$;

-- Every profile that authors one of these publications.
CREATE FUNCTION publication_short_list_invalidate_publications(publication_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  SELECT publication_short_list_invalidate(array_agg(a.profile_id))
    FROM publication_author a
   WHERE a.publication_id = ANY (publication_ids) AND a.profile_id IS NOT NULL
$$;

-- Statement-level: one call per INSERT, UPDATE or DELETE, whatever its number of rows. The
-- changed rows come from the transition tables (changed_new, changed_old; one trigger per event,
-- as PostgreSQL requires with transition tables). An authorship's own profile always counts; its
-- co-authors (their lists name the first authors) only when it changes what they show: the name,
-- the position, the publication or the profile. The owner's own toggles (publicly_visible,
-- hidden_versions) make their own list stale alone.
CREATE FUNCTION publication_short_list_author_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM publication_short_list_invalidate(array_agg(profile_id)) FROM changed_new;
    PERFORM publication_short_list_invalidate_publications(array_agg(publication_id)) FROM changed_new;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM publication_short_list_invalidate(array_agg(profile_id))
       FROM (SELECT profile_id FROM changed_old UNION SELECT profile_id FROM changed_new) c;
    -- The publication before and after (the same one unless the row moved).
    PERFORM publication_short_list_invalidate_publications(array_agg(moved.id))
       FROM changed_old o JOIN changed_new n ON n.id = o.id,
            unnest(ARRAY[o.publication_id, n.publication_id]) AS moved(id)
      WHERE (o.first_name, o.surname_prefix, o.surname, o.position, o.publication_id, o.profile_id)
            IS DISTINCT FROM
            (n.first_name, n.surname_prefix, n.surname, n.position, n.publication_id, n.profile_id);
  ELSE
    PERFORM publication_short_list_invalidate(array_agg(profile_id)) FROM changed_old;
    PERFORM publication_short_list_invalidate_publications(array_agg(publication_id)) FROM changed_old;
  END IF;
  RETURN NULL;
END $$;

-- A publication's change (its type, its author count) or its deletion: every author of it.
CREATE FUNCTION publication_short_list_publication_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM publication_short_list_invalidate_publications(array_agg(id)) FROM changed_new;
  ELSE
    PERFORM publication_short_list_invalidate_publications(array_agg(id)) FROM changed_old;
  END IF;
  RETURN NULL;
END $$;

-- A version's change: every author of its publication.
CREATE FUNCTION publication_short_list_version_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM publication_short_list_invalidate_publications(array_agg(publication_id)) FROM changed_new;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM publication_short_list_invalidate_publications(array_agg(publication_id))
       FROM (SELECT publication_id FROM changed_old UNION SELECT publication_id FROM changed_new) c;
  ELSE
    PERFORM publication_short_list_invalidate_publications(array_agg(publication_id)) FROM changed_old;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER publication_short_list_author_insert AFTER INSERT ON publication_author
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION publication_short_list_author_changed();
CREATE TRIGGER publication_short_list_author_update AFTER UPDATE ON publication_author
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION publication_short_list_author_changed();
CREATE TRIGGER publication_short_list_author_delete AFTER DELETE ON publication_author
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION publication_short_list_author_changed();

-- A new publication has no authors yet (they come after it): only updates and deletes count.
CREATE TRIGGER publication_short_list_publication_update AFTER UPDATE ON publication
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION publication_short_list_publication_changed();
CREATE TRIGGER publication_short_list_publication_delete AFTER DELETE ON publication
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION publication_short_list_publication_changed();

CREATE TRIGGER publication_short_list_version_insert AFTER INSERT ON publication_version
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION publication_short_list_version_changed();
CREATE TRIGGER publication_short_list_version_update AFTER UPDATE ON publication_version
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION publication_short_list_version_changed();
CREATE TRIGGER publication_short_list_version_delete AFTER DELETE ON publication_version
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION publication_short_list_version_changed();

-- A profile that is deleted takes its list with it (its authorships' triggers made it stale).
CREATE FUNCTION publication_short_list_profile_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM publication_short_list l USING changed_old o WHERE l.profile_id = o.id;
  RETURN NULL;
END $$;
CREATE TRIGGER publication_short_list_profile_delete AFTER DELETE ON profile
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION publication_short_list_profile_deleted();

-- TRUNCATE fires no trigger of the changed rows: a truncated publication table drops every kept list.
CREATE FUNCTION publication_short_list_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM publication_short_list;
  RETURN NULL;
END $$;

CREATE TRIGGER publication_short_list_author_truncate AFTER TRUNCATE ON publication_author
  FOR EACH STATEMENT EXECUTE FUNCTION publication_short_list_truncated();
CREATE TRIGGER publication_short_list_publication_truncate AFTER TRUNCATE ON publication
  FOR EACH STATEMENT EXECUTE FUNCTION publication_short_list_truncated();
CREATE TRIGGER publication_short_list_version_truncate AFTER TRUNCATE ON publication_version
  FOR EACH STATEMENT EXECUTE FUNCTION publication_short_list_truncated();
