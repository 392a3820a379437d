-- The verification codes of generated CV documents with their signed facts (issue 49,
-- docs/cv.md "Verification"), and the citation style of a CV's publication list.
-- AlterTable
ALTER TABLE "cv" ADD COLUMN     "citation_style" VARCHAR(64);

-- CreateTable
CREATE TABLE "cv_verification" (
    "code" VARCHAR(24) NOT NULL,
    "cv_id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "content_hash" BYTEA NOT NULL,
    "facts" JSONB NOT NULL,
    "signature" BYTEA NOT NULL,
    "key_id" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "cv_verification_pkey" PRIMARY KEY ("code")
);

-- CreateIndex
CREATE INDEX "cv_verification_cv_id_content_hash_idx" ON "cv_verification"("cv_id", "content_hash");

-- CreateIndex
CREATE INDEX "cv_verification_profile_id_idx" ON "cv_verification"("profile_id");

-- AddForeignKey
ALTER TABLE "cv_verification" ADD CONSTRAINT "cv_verification_cv_id_fkey" FOREIGN KEY ("cv_id") REFERENCES "cv"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cv_verification" ADD CONSTRAINT "cv_verification_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
