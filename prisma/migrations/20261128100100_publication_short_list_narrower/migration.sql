-- The kept short lists (20261128100000_publication_short_list, decision 028), two refinements:
--
-- 1. An authorship's update makes the co-authors' lists stale only when it changes what they
--    show: the name, the position, the publication or the profile of the row. The owner's own
--    toggles (publicly_visible, hidden_versions) change their own list alone, so hiding a
--    publication with many LN authors marks one list stale, not one per author.
-- 2. TRUNCATE fires no row or statement trigger of the changed rows: a truncated publication
--    table drops every kept list.
CREATE OR REPLACE FUNCTION publication_short_list_author_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM publication_short_list_invalidate(array_agg(profile_id)) FROM changed_new;
    PERFORM publication_short_list_invalidate_publications(array_agg(publication_id)) FROM changed_new;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM publication_short_list_invalidate(array_agg(profile_id))
       FROM (SELECT profile_id FROM changed_old UNION SELECT profile_id FROM changed_new) c;
    PERFORM publication_short_list_invalidate_publications(array_agg(publication_id))
       FROM (SELECT o.publication_id FROM changed_old o JOIN changed_new n ON n.id = o.id
              WHERE (o.first_name, o.surname_prefix, o.surname, o.position, o.publication_id, o.profile_id)
                    IS DISTINCT FROM
                    (n.first_name, n.surname_prefix, n.surname, n.position, n.publication_id, n.profile_id)
             UNION
             SELECT n.publication_id FROM changed_old o JOIN changed_new n ON n.id = o.id
              WHERE o.publication_id IS DISTINCT FROM n.publication_id) c;
  ELSE
    PERFORM publication_short_list_invalidate(array_agg(profile_id)) FROM changed_old;
    PERFORM publication_short_list_invalidate_publications(array_agg(publication_id)) FROM changed_old;
  END IF;
  RETURN NULL;
END $$;

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
