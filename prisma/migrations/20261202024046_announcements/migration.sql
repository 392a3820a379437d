-- CreateEnum
CREATE TYPE "announcement_status" AS ENUM ('PUBLISHED', 'WITHDRAWN');

-- CreateTable
CREATE TABLE "announcement" (
    "id" UUID NOT NULL,
    "kind" "message_kind" NOT NULL,
    "title_pl" VARCHAR(300) NOT NULL,
    "title_en" VARCHAR(300) NOT NULL,
    "body_pl" TEXT NOT NULL,
    "body_en" TEXT NOT NULL,
    "opens_on" DATE NOT NULL,
    "closes_on" DATE,
    "discipline_codes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "gremium_id" UUID,
    "status" "announcement_status" NOT NULL DEFAULT 'PUBLISHED',
    "result_at" TIMESTAMPTZ(3),
    "created_by_user_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "announcement_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "announcement_status_opens_on_idx" ON "announcement"("status", "opens_on" DESC);

-- CreateIndex
CREATE INDEX "announcement_gremium_id_idx" ON "announcement"("gremium_id");

-- AddForeignKey
ALTER TABLE "announcement" ADD CONSTRAINT "announcement_gremium_id_fkey" FOREIGN KEY ("gremium_id") REFERENCES "gremium"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
