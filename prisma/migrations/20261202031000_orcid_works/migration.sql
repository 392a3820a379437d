-- The works of owners' ORCID records and their review queue, and the last refresh of each record
-- (issue 43, docs/orcid.md). A PENDING work is in no public read: public reads never join this table.
-- CreateEnum
CREATE TYPE "orcid_work_status" AS ENUM ('PENDING', 'MATCHED', 'ACCEPTED', 'REJECTED', 'DUPLICATE');

-- CreateTable
CREATE TABLE "orcid_work" (
    "id" UUID NOT NULL,
    "profile_id" UUID NOT NULL,
    "put_code" BIGINT NOT NULL,
    "status" "orcid_work_status" NOT NULL,
    "publication_id" UUID,
    "created_publication" BOOLEAN NOT NULL DEFAULT false,
    "match_key" VARCHAR(32),
    "reason" VARCHAR(32),
    "title" TEXT,
    "year" INTEGER,
    "doi" VARCHAR(255),
    "duplicate_of" BIGINT,
    "data" JSONB NOT NULL DEFAULT '{}',
    "seen_at" TIMESTAMPTZ(3) NOT NULL,
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "orcid_work_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orcid_record" (
    "profile_id" UUID NOT NULL,
    "orcid" VARCHAR(19) NOT NULL,
    "state" VARCHAR(24) NOT NULL,
    "fetched_at" TIMESTAMPTZ(3),
    "employments" JSONB NOT NULL DEFAULT '[]',
    "educations" JSONB NOT NULL DEFAULT '[]',
    "fundings" JSONB NOT NULL DEFAULT '[]',
    "works_count" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "orcid_record_pkey" PRIMARY KEY ("profile_id")
);

-- CreateIndex
CREATE INDEX "orcid_work_profile_id_status_idx" ON "orcid_work"("profile_id", "status");

-- CreateIndex
CREATE INDEX "orcid_work_publication_id_idx" ON "orcid_work"("publication_id");

-- CreateIndex
CREATE UNIQUE INDEX "orcid_work_profile_id_put_code_key" ON "orcid_work"("profile_id", "put_code");

-- AddForeignKey
ALTER TABLE "orcid_work" ADD CONSTRAINT "orcid_work_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orcid_work" ADD CONSTRAINT "orcid_work_publication_id_fkey" FOREIGN KEY ("publication_id") REFERENCES "publication"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orcid_record" ADD CONSTRAINT "orcid_record_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
