-- DropIndex
DROP INDEX "publication_author_profile_id_idx";

-- CreateIndex
CREATE INDEX "publication_version_publication_id_kind_is_visible_owner_pr_idx" ON "publication_version"("publication_id", "kind", "is_visible", "owner_profile_id", "source", "year", "doi", "title");

-- CreateIndex
CREATE INDEX "publication_author_publication_id_position_first_name_surna_idx" ON "publication_author"("publication_id", "position", "first_name", "surname", "surname_prefix");

-- CreateIndex
CREATE INDEX "publication_author_profile_id_publication_id_position_publi_idx" ON "publication_author"("profile_id", "publication_id", "position", "publicly_visible");
