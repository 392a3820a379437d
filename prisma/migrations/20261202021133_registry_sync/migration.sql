-- The registry sync (issue 42; docs/decisions/039-registry-sync.md): runs, per-source state, their
-- errors, changes and seen ids, the provenance of every registry record, the PESEL link (hash only).
-- CreateEnum
CREATE TYPE "registry_source" AS ENUM ('RADON', 'PBN');

-- CreateEnum
CREATE TYPE "registry_sync_mode" AS ENUM ('FULL', 'INCREMENTAL');

-- CreateEnum
CREATE TYPE "registry_sync_state" AS ENUM ('QUEUED', 'RUNNING', 'AWAITING_CONFIRMATION', 'SUCCEEDED', 'FAILED', 'CANCELLED');

-- CreateTable
CREATE TABLE "registry_source_state" (
    "source" "registry_source" NOT NULL,
    "active_run_id" UUID,
    "cursors" JSONB NOT NULL DEFAULT '{}',
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "registry_source_state_pkey" PRIMARY KEY ("source")
);

-- CreateTable
CREATE TABLE "registry_sync_run" (
    "id" UUID NOT NULL,
    "source" "registry_source" NOT NULL,
    "mode" "registry_sync_mode" NOT NULL,
    "dry_run" BOOLEAN NOT NULL DEFAULT false,
    "state" "registry_sync_state" NOT NULL DEFAULT 'QUEUED',
    "trigger" VARCHAR(16) NOT NULL,
    "started_by_id" UUID,
    "queued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "progress_done" INTEGER NOT NULL DEFAULT 0,
    "progress_total" INTEGER,
    "count_new" INTEGER NOT NULL DEFAULT 0,
    "count_changed" INTEGER NOT NULL DEFAULT 0,
    "count_unchanged" INTEGER NOT NULL DEFAULT 0,
    "count_withdrawn" INTEGER NOT NULL DEFAULT 0,
    "count_errors" INTEGER NOT NULL DEFAULT 0,
    "guard" JSONB,
    "confirmed" BOOLEAN NOT NULL DEFAULT false,
    "failure" TEXT,
    "checkpoint" JSONB,
    "job_id" UUID,

    CONSTRAINT "registry_sync_run_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "registry_sync_error" (
    "id" BIGSERIAL NOT NULL,
    "run_id" UUID NOT NULL,
    "entity" VARCHAR(16) NOT NULL,
    "source_id" VARCHAR(64) NOT NULL,
    "reason" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "registry_sync_error_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "registry_sync_change" (
    "id" BIGSERIAL NOT NULL,
    "run_id" UUID NOT NULL,
    "entity" VARCHAR(16) NOT NULL,
    "change" VARCHAR(16) NOT NULL,
    "source_id" VARCHAR(64) NOT NULL,
    "label" TEXT NOT NULL,
    "profile_id" UUID,

    CONSTRAINT "registry_sync_change_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "registry_sync_seen" (
    "run_id" UUID NOT NULL,
    "phase" VARCHAR(32) NOT NULL,
    "source_id" VARCHAR(64) NOT NULL,

    CONSTRAINT "registry_sync_seen_pkey" PRIMARY KEY ("run_id","phase","source_id")
);

-- CreateTable
CREATE TABLE "registry_record" (
    "source" "registry_source" NOT NULL,
    "entity" VARCHAR(16) NOT NULL,
    "source_id" VARCHAR(64) NOT NULL,
    "content_hash" CHAR(64) NOT NULL,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL,
    "target_id" UUID,
    "delivered" JSONB,
    "withdrawn_at" TIMESTAMPTZ(3),
    "hidden_before" BOOLEAN,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "registry_record_pkey" PRIMARY KEY ("source","entity","source_id")
);

-- CreateTable
CREATE TABLE "registry_person_link" (
    "polon_uid" VARCHAR(64) NOT NULL,
    "pbn_id" VARCHAR(64) NOT NULL,
    "pesel_hash" BYTEA,
    "orcid" VARCHAR(19),
    "content_hash" CHAR(64) NOT NULL,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "registry_person_link_pkey" PRIMARY KEY ("polon_uid")
);

-- CreateIndex
CREATE UNIQUE INDEX "registry_source_state_active_run_id_key" ON "registry_source_state"("active_run_id");

-- CreateIndex
CREATE INDEX "registry_sync_run_source_queued_at_idx" ON "registry_sync_run"("source", "queued_at");

-- CreateIndex
CREATE INDEX "registry_sync_run_started_by_id_idx" ON "registry_sync_run"("started_by_id");

-- CreateIndex
CREATE INDEX "registry_sync_error_run_id_id_idx" ON "registry_sync_error"("run_id", "id");

-- CreateIndex
CREATE INDEX "registry_sync_change_run_id_id_idx" ON "registry_sync_change"("run_id", "id");

-- CreateIndex
CREATE INDEX "registry_record_target_id_idx" ON "registry_record"("target_id");

-- CreateIndex
CREATE INDEX "registry_person_link_pesel_hash_idx" ON "registry_person_link"("pesel_hash");

-- AddForeignKey
ALTER TABLE "registry_sync_run" ADD CONSTRAINT "registry_sync_run_started_by_id_fkey" FOREIGN KEY ("started_by_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registry_sync_error" ADD CONSTRAINT "registry_sync_error_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "registry_sync_run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registry_sync_change" ADD CONSTRAINT "registry_sync_change_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "registry_sync_run"("id") ON DELETE CASCADE ON UPDATE CASCADE;
