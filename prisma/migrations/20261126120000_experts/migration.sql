-- CreateEnum
CREATE TYPE "expert_consent_action" AS ENUM ('GIVEN', 'WITHDRAWN');

-- AlterTable
ALTER TABLE "expert_registration" ADD COLUMN     "discipline_codes" VARCHAR(16)[] DEFAULT ARRAY[]::VARCHAR(16)[],
ADD COLUMN     "ended_at" TIMESTAMPTZ(3),
ADD COLUMN     "keywords" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "expert_statement" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "expert_statement_acceptance" ADD COLUMN     "contest_id" UUID,
ADD COLUMN     "text_version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "expert_consent_event" (
    "id" BIGSERIAL NOT NULL,
    "registration_id" UUID NOT NULL,
    "entity" "expert_consent_entity" NOT NULL,
    "action" "expert_consent_action" NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "req_id" VARCHAR(64),

    CONSTRAINT "expert_consent_event_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "expert_consent_event_registration_id_id_idx" ON "expert_consent_event"("registration_id", "id");

-- CreateIndex
CREATE INDEX "expert_statement_acceptance_contest_id_idx" ON "expert_statement_acceptance"("contest_id");

-- AddForeignKey
ALTER TABLE "expert_consent_event" ADD CONSTRAINT "expert_consent_event_registration_id_fkey" FOREIGN KEY ("registration_id") REFERENCES "expert_registration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expert_statement_acceptance" ADD CONSTRAINT "expert_statement_acceptance_contest_id_fkey" FOREIGN KEY ("contest_id") REFERENCES "expert_contest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The consent history is append-only: an event, once written, is never changed.
CREATE FUNCTION "expert_consent_event_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'expert_consent_event is append-only';
END;
$$;
CREATE TRIGGER "expert_consent_event_no_update" BEFORE UPDATE ON "expert_consent_event"
  FOR EACH ROW EXECUTE FUNCTION "expert_consent_event_append_only"();
