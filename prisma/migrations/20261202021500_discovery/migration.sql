-- Discovery (issue 45, decision 047): each profile's co-authors and its similar researchers,
-- kept in tables of their own and computed off the request path by the job queue's discovery
-- jobs (the full build, and the refresh of what the outbox names). A read is one index range.
--
-- The profile's own visibility is never kept: every read checks `hidden` (and `dead`) on the
-- profile rows it names, so a profile hidden a moment ago is gone before any refresh.

-- intarray's C operators intersect the term arrays; in a schema of its own, so its operators
-- never shadow the built-in ones on int[] elsewhere.
CREATE SCHEMA IF NOT EXISTS intarray;
CREATE EXTENSION IF NOT EXISTS intarray WITH SCHEMA intarray;

-- The terms a similarity can name: 1 discipline (key: its code), 2 specialty (key: the Polish
-- label, lower case), 3 publication keyword (key: the keyword, lower case), 4 institution of a
-- current employment (key: its id). A term's id stays once given.
CREATE TABLE "discovery_term" (
    "id" SERIAL NOT NULL,
    "kind" SMALLINT NOT NULL,
    "key" TEXT NOT NULL,
    "label_pl" TEXT NOT NULL,
    "label_en" TEXT NOT NULL,
    CONSTRAINT "discovery_term_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "discovery_term_kind_key_key" ON "discovery_term" ("kind", "key");

-- One row per profile: a small number `n` (co-authors are arrays of these) and its term
-- arrays, sorted and unique. `colleague_key`: the main discipline and the first current
-- institution, whose holders are each other's candidates.
CREATE TABLE "discovery_profile" (
    "profile_id" UUID NOT NULL,
    "n" SERIAL NOT NULL,
    "disciplines" INTEGER[] NOT NULL DEFAULT '{}',
    "specialties" INTEGER[] NOT NULL DEFAULT '{}',
    "keywords" INTEGER[] NOT NULL DEFAULT '{}',
    "institutions" INTEGER[] NOT NULL DEFAULT '{}',
    "coauthors" INTEGER[] NOT NULL DEFAULT '{}',
    "colleague_key" TEXT,
    "refreshed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    CONSTRAINT "discovery_profile_pkey" PRIMARY KEY ("profile_id"),
    CONSTRAINT "discovery_profile_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE
);
CREATE UNIQUE INDEX "discovery_profile_n_key" ON "discovery_profile" ("n");
CREATE INDEX "discovery_profile_colleague_key_n_idx" ON "discovery_profile" ("colleague_key", "n");

-- Co-authorship between two visible profiles, both directions: the publications both show.
CREATE TABLE "discovery_coauthor" (
    "profile_id" UUID NOT NULL,
    "coauthor_id" UUID NOT NULL,
    "shared" INTEGER NOT NULL,
    "first_year" INTEGER,
    "last_year" INTEGER,
    CONSTRAINT "discovery_coauthor_pkey" PRIMARY KEY ("profile_id", "coauthor_id"),
    CONSTRAINT "discovery_coauthor_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE,
    CONSTRAINT "discovery_coauthor_coauthor_id_fkey" FOREIGN KEY ("coauthor_id") REFERENCES "profile"("id") ON DELETE CASCADE
);
CREATE INDEX "discovery_coauthor_profile_id_shared_idx" ON "discovery_coauthor" ("profile_id", "shared" DESC, "coauthor_id");
CREATE INDEX "discovery_coauthor_coauthor_id_idx" ON "discovery_coauthor" ("coauthor_id");

-- A profile's most similar researchers with what they share (the reasons, as term ids), the
-- score the decision's formula gives, kept 20 deep so the read can leave out the deceased.
CREATE TABLE "discovery_similar" (
    "profile_id" UUID NOT NULL,
    "similar_id" UUID NOT NULL,
    "score" INTEGER NOT NULL,
    "disciplines" INTEGER[] NOT NULL,
    "specialties" INTEGER[] NOT NULL,
    "keywords" INTEGER[] NOT NULL,
    "institutions" INTEGER[] NOT NULL,
    "coauthors" INTEGER[] NOT NULL,
    "shared_publications" INTEGER NOT NULL,
    CONSTRAINT "discovery_similar_pkey" PRIMARY KEY ("profile_id", "similar_id"),
    CONSTRAINT "discovery_similar_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE,
    CONSTRAINT "discovery_similar_similar_id_fkey" FOREIGN KEY ("similar_id") REFERENCES "profile"("id") ON DELETE CASCADE
);
CREATE INDEX "discovery_similar_profile_id_score_idx" ON "discovery_similar" ("profile_id", "score" DESC, "similar_id");
CREATE INDEX "discovery_similar_similar_id_idx" ON "discovery_similar" ("similar_id");

-- The profiles whose discovery data changed, written by the triggers below in the writing
-- transaction; the discovery refresh job drains it. One row per profile however many changes.
CREATE TABLE "discovery_outbox" (
    "profile_id" UUID NOT NULL,
    "queued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    CONSTRAINT "discovery_outbox_pkey" PRIMARY KEY ("profile_id")
);

CREATE FUNCTION discovery_outbox_enqueue(profile_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO discovery_outbox (profile_id)
  SELECT DISTINCT id FROM unnest(profile_ids) AS id WHERE id IS NOT NULL
  ON CONFLICT (profile_id) DO NOTHING
$$;

-- Every linked author of these publications (their co-authors and keywords changed).
CREATE FUNCTION discovery_outbox_enqueue_publications(publication_ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  SELECT discovery_outbox_enqueue(array_agg(a.profile_id))
    FROM publication_author a
   WHERE a.publication_id = ANY (publication_ids) AND a.profile_id IS NOT NULL
$$;

-- Rows with a profile_id (disciplines, specialties, employments).
CREATE FUNCTION discovery_outbox_profile_rows_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM discovery_outbox_enqueue(array_agg(profile_id)) FROM changed_new;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM discovery_outbox_enqueue(array_agg(profile_id))
       FROM (SELECT profile_id FROM changed_old UNION SELECT profile_id FROM changed_new) c;
  ELSE
    PERFORM discovery_outbox_enqueue(array_agg(profile_id)) FROM changed_old;
  END IF;
  RETURN NULL;
END $$;

-- Authorships: the authorship's profile and every linked author of its publication.
CREATE FUNCTION discovery_outbox_author_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM discovery_outbox_enqueue(array_agg(profile_id)) FROM changed_new;
    PERFORM discovery_outbox_enqueue_publications(array_agg(publication_id)) FROM changed_new;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM discovery_outbox_enqueue(array_agg(profile_id))
       FROM (SELECT profile_id FROM changed_old UNION SELECT profile_id FROM changed_new) c;
    PERFORM discovery_outbox_enqueue_publications(array_agg(publication_id))
       FROM (SELECT publication_id FROM changed_old UNION SELECT publication_id FROM changed_new) c;
  ELSE
    PERFORM discovery_outbox_enqueue(array_agg(profile_id)) FROM changed_old;
    PERFORM discovery_outbox_enqueue_publications(array_agg(publication_id)) FROM changed_old;
  END IF;
  RETURN NULL;
END $$;

-- Versions (keywords, visibility) and publications (year): every linked author.
CREATE FUNCTION discovery_outbox_publication_rows_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM discovery_outbox_enqueue_publications(array_agg(publication_id)) FROM changed_new;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM discovery_outbox_enqueue_publications(array_agg(publication_id))
       FROM (SELECT publication_id FROM changed_old UNION SELECT publication_id FROM changed_new) c;
  ELSE
    PERFORM discovery_outbox_enqueue_publications(array_agg(publication_id)) FROM changed_old;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION discovery_outbox_publication_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM discovery_outbox_enqueue_publications(array_agg(n.id))
     FROM changed_old o JOIN changed_new n ON n.id = o.id WHERE o.year IS DISTINCT FROM n.year;
  RETURN NULL;
END $$;

-- A profile hidden or shown, or deceased: it leaves (or joins) the others' arrays.
CREATE FUNCTION discovery_outbox_profile_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM discovery_outbox_enqueue(array_agg(id)) FROM changed_new;
  ELSE
    PERFORM discovery_outbox_enqueue(array_agg(n.id))
       FROM changed_old o JOIN changed_new n ON n.id = o.id
      WHERE (o.hidden, o.dead) IS DISTINCT FROM (n.hidden, n.dead);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER discovery_outbox_profile_insert AFTER INSERT ON profile
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_profile_changed();
CREATE TRIGGER discovery_outbox_profile_update AFTER UPDATE ON profile
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_profile_changed();

CREATE TRIGGER discovery_outbox_discipline_insert AFTER INSERT ON profile_discipline
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_profile_rows_changed();
CREATE TRIGGER discovery_outbox_discipline_update AFTER UPDATE ON profile_discipline
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_profile_rows_changed();
CREATE TRIGGER discovery_outbox_discipline_delete AFTER DELETE ON profile_discipline
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_profile_rows_changed();

CREATE TRIGGER discovery_outbox_specialty_insert AFTER INSERT ON specialty
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_profile_rows_changed();
CREATE TRIGGER discovery_outbox_specialty_update AFTER UPDATE ON specialty
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_profile_rows_changed();
CREATE TRIGGER discovery_outbox_specialty_delete AFTER DELETE ON specialty
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_profile_rows_changed();

CREATE TRIGGER discovery_outbox_employment_insert AFTER INSERT ON employment
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_profile_rows_changed();
CREATE TRIGGER discovery_outbox_employment_update AFTER UPDATE ON employment
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_profile_rows_changed();
CREATE TRIGGER discovery_outbox_employment_delete AFTER DELETE ON employment
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_profile_rows_changed();

CREATE TRIGGER discovery_outbox_author_insert AFTER INSERT ON publication_author
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_author_changed();
CREATE TRIGGER discovery_outbox_author_update AFTER UPDATE ON publication_author
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_author_changed();
CREATE TRIGGER discovery_outbox_author_delete AFTER DELETE ON publication_author
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_author_changed();

CREATE TRIGGER discovery_outbox_version_insert AFTER INSERT ON publication_version
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_publication_rows_changed();
CREATE TRIGGER discovery_outbox_version_update AFTER UPDATE ON publication_version
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_publication_rows_changed();
CREATE TRIGGER discovery_outbox_version_delete AFTER DELETE ON publication_version
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_publication_rows_changed();

CREATE TRIGGER discovery_outbox_publication_update AFTER UPDATE ON publication
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_outbox_publication_changed();
