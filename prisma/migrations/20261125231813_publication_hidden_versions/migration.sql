-- DropIndex
DROP INDEX "publication_author_profile_id_publication_id_position_publi_idx";

-- AlterTable
ALTER TABLE "publication_author" ADD COLUMN     "hidden_versions" "publication_version_kind"[] DEFAULT ARRAY[]::"publication_version_kind"[];

-- CreateIndex
CREATE INDEX "publication_author_profile_id_publication_id_position_publi_idx" ON "publication_author"("profile_id", "publication_id", "position", "publicly_visible", "hidden_versions");
