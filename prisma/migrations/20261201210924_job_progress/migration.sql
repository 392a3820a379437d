-- The progress of background jobs (packages/jobs, docs/decisions/037-job-queue.md). pg-boss keeps
-- the jobs themselves in its own schema, which it installs at start.
-- CreateTable
CREATE TABLE "job_progress" (
    "job_id" UUID NOT NULL,
    "queue" VARCHAR(100) NOT NULL,
    "done" BIGINT NOT NULL DEFAULT 0,
    "total" BIGINT,
    "note" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "job_progress_pkey" PRIMARY KEY ("job_id")
);

-- CreateIndex
CREATE INDEX "job_progress_queue_updated_at_idx" ON "job_progress"("queue", "updated_at");
