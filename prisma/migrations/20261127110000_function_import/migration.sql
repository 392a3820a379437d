-- Function import (docs/decisions/026-function-import.md): a job per dry run or apply, and
-- its per-row report. The report rows replace the job's `errors` list.
ALTER TABLE "function_import_job" DROP COLUMN "errors",
DROP COLUMN "rows_imported",
ADD COLUMN "mode" VARCHAR(16) NOT NULL DEFAULT 'DRY_RUN',
ADD COLUMN "file_type" VARCHAR(8) NOT NULL DEFAULT 'CSV',
ADD COLUMN "file_sha256" CHAR(64),
ADD COLUMN "dry_run_job_id" UUID,
ADD COLUMN "rows_processed" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "rows_created" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "rows_updated" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "rows_unchanged" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "rows_failed" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "message" TEXT;

CREATE INDEX "function_import_job_created_at_idx" ON "function_import_job"("created_at");

CREATE TABLE "function_import_row" (
    "id" BIGSERIAL NOT NULL,
    "job_id" UUID NOT NULL,
    "row_number" INTEGER NOT NULL,
    "action" VARCHAR(16) NOT NULL,
    "gremium_id" UUID,
    "gremium_name" TEXT,
    "profile_id" UUID,
    "person_name" TEXT,
    "function_pl" TEXT,
    "function_en" TEXT,
    "date_from" DATE,
    "date_to" DATE,
    "errors" JSONB NOT NULL DEFAULT '[]',

    CONSTRAINT "function_import_row_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "function_import_row_job_id_row_number_idx" ON "function_import_row"("job_id", "row_number");

ALTER TABLE "function_import_row" ADD CONSTRAINT "function_import_row_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "function_import_job"("id") ON DELETE CASCADE ON UPDATE CASCADE;
