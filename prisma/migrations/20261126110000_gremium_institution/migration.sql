-- A body's university or institution, chosen from the institution type-ahead (accounts §3).
ALTER TABLE "gremium" ADD COLUMN "institution_id" UUID;

CREATE INDEX "gremium_institution_id_idx" ON "gremium"("institution_id");

ALTER TABLE "gremium" ADD CONSTRAINT "gremium_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "institution"("id") ON DELETE SET NULL ON UPDATE CASCADE;
