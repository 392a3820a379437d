-- The publication lists read each publication's type and author count by id (publication
-- lists and shortPublications, one look-up per publication of the profile). With both in the
-- index the look-up is index-only: it no longer visits the 443 MB table's page of each
-- publication (at 200,000 profiles), only this index (docs/owner-publications.md "Speed").
CREATE INDEX "publication_id_type_all_authors_count_idx" ON "publication"("id", "type", "all_authors_count");
