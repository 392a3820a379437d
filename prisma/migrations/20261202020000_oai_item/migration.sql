-- The datestamps of what the OAI-PMH interface disseminates (decision 045): one row per
-- person, organisation unit, publication, project and patent that ever existed, stamped with
-- the last change of anything its record shows (or of its visibility). The row outlives its
-- entity: a deleted or hidden entity is disseminated as a deleted header (deletedRecord
-- "persistent"). Triggers write it, in the writing transaction, so no write path can miss it.
CREATE TABLE "oai_item" (
    "kind" VARCHAR(16) NOT NULL,
    "id" UUID NOT NULL,
    "datestamp" TIMESTAMPTZ(3) NOT NULL DEFAULT clock_timestamp(),
    CONSTRAINT "oai_item_pkey" PRIMARY KEY ("kind", "id")
);
-- The harvest order: one set (a kind), or every kind.
CREATE INDEX "oai_item_kind_datestamp_id_idx" ON "oai_item"("kind", "datestamp", "id");
CREATE INDEX "oai_item_datestamp_kind_id_idx" ON "oai_item"("datestamp", "kind", "id");

-- Stamps these items now, in id order (two writers touching the same items lock them alike).
CREATE FUNCTION oai_touch(item_kind text, ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO oai_item AS i (kind, id, datestamp)
  SELECT item_kind, id, clock_timestamp() FROM unnest(ids) AS id WHERE id IS NOT NULL
   GROUP BY id ORDER BY id
  ON CONFLICT (kind, id) DO UPDATE SET datestamp = excluded.datestamp
$$;

-- A table whose rows are the item itself (id) or belong to one (a parent column). Statement
-- level, so a bulk write costs one call; the changed rows come from the transition tables.
CREATE FUNCTION oai_row_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  item_kind text := TG_ARGV[0];
  item_column text := TG_ARGV[1];
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('SELECT oai_touch($1, array_agg(%I)) FROM oai_new_rows', item_column) USING item_kind;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('SELECT oai_touch($1, array_agg(%I)) FROM oai_old_rows', item_column) USING item_kind;
  END IF;
  RETURN NULL;
END $$;

-- A profile whose visibility changes changes every record that links it: its publications,
-- projects and patents link the person only while the profile is visible (decision 004), and
-- are disseminated only while one of their people is.
CREATE FUNCTION oai_profile_visibility_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  flipped uuid[];
BEGIN
  SELECT array_agg(n.id) INTO flipped
    FROM oai_old_rows o JOIN oai_new_rows n ON n.id = o.id
   WHERE o.hidden IS DISTINCT FROM n.hidden;
  IF flipped IS NULL THEN RETURN NULL; END IF;
  PERFORM oai_touch('Publications', array_agg(DISTINCT publication_id))
     FROM publication_author WHERE profile_id = ANY (flipped);
  PERFORM oai_touch('Projects', array_agg(DISTINCT project_id))
     FROM project_person WHERE profile_id = ANY (flipped);
  PERFORM oai_touch('Patents', array_agg(DISTINCT property_id))
     FROM industrial_property_creator WHERE profile_id = ANY (flipped);
  RETURN NULL;
END $$;

DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
      ('profile', 'Persons', 'id'),
      ('employment', 'Persons', 'profile_id'),
      ('profile_discipline', 'Persons', 'profile_id'),
      ('institution', 'OrgUnits', 'id'),
      ('publication', 'Publications', 'id'),
      ('publication_author', 'Publications', 'publication_id'),
      ('publication_version', 'Publications', 'publication_id'),
      ('project', 'Projects', 'id'),
      ('project_person', 'Projects', 'project_id'),
      ('project_institution', 'Projects', 'project_id'),
      ('industrial_property', 'Patents', 'id'),
      ('industrial_property_creator', 'Patents', 'property_id'),
      ('industrial_property_right', 'Patents', 'property_id')
    ) AS v(tbl, kind, col)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS oai_new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION oai_row_changed(%L, %L)', 'oai_' || t.tbl || '_insert', t.tbl, t.kind, t.col);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I
      REFERENCING OLD TABLE AS oai_old_rows NEW TABLE AS oai_new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION oai_row_changed(%L, %L)', 'oai_' || t.tbl || '_update', t.tbl, t.kind, t.col);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS oai_old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION oai_row_changed(%L, %L)', 'oai_' || t.tbl || '_delete', t.tbl, t.kind, t.col);
  END LOOP;
END $$;

CREATE TRIGGER oai_profile_visibility AFTER UPDATE ON profile
  REFERENCING OLD TABLE AS oai_old_rows NEW TABLE AS oai_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION oai_profile_visibility_changed();

-- Every item that exists now, stamped with what the rows know of their last change. The seed's
-- bulk load turns the triggers off and calls it once after (seeds/src/seed.ts).
CREATE FUNCTION oai_item_rebuild() RETURNS void
LANGUAGE sql AS $$
  INSERT INTO oai_item (kind, id, datestamp)
  SELECT 'Persons', id, updated_at FROM profile
  UNION ALL SELECT 'OrgUnits', id, created_at FROM institution
  UNION ALL SELECT 'Publications', id, updated_at FROM publication
  UNION ALL SELECT 'Projects', id, created_at FROM project
  UNION ALL SELECT 'Patents', id, created_at FROM industrial_property
  ON CONFLICT (kind, id) DO NOTHING
$$;

SELECT oai_item_rebuild();
