-- The look-up of a profile by its PBN person id (issue 44: /pbn/{pbnId}, byIdentifier?pbnId=).
CREATE INDEX "registry_person_link_pbn_id_idx" ON "registry_person_link"("pbn_id");
