-- CreateEnum
CREATE TYPE "message_kind" AS ENUM ('CALL', 'ELECTION');

-- CreateTable
CREATE TABLE "message" (
    "id" UUID NOT NULL,
    "author_user_id" UUID,
    "kind" "message_kind" NOT NULL,
    "subject" VARCHAR(200) NOT NULL,
    "body" TEXT NOT NULL,
    "criteria" JSONB NOT NULL DEFAULT '{}',
    "recipient_count" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "message_recipient" (
    "message_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "read_at" TIMESTAMPTZ(3),

    CONSTRAINT "message_recipient_pkey" PRIMARY KEY ("message_id","user_id")
);

-- CreateTable
CREATE TABLE "mail_outbox" (
    "id" BIGSERIAL NOT NULL,
    "message_id" UUID,
    "to_address" VARCHAR(254) NOT NULL,
    "subject" VARCHAR(200) NOT NULL,
    "text_body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_until" TIMESTAMPTZ(3),
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "message_author_user_id_created_at_idx" ON "message"("author_user_id", "created_at");

-- CreateIndex
CREATE INDEX "message_recipient_user_id_read_at_idx" ON "message_recipient"("user_id", "read_at");

-- CreateIndex
CREATE INDEX "mail_outbox_sent_at_next_attempt_at_id_idx" ON "mail_outbox"("sent_at", "next_attempt_at", "id");

-- AddForeignKey
ALTER TABLE "message" ADD CONSTRAINT "message_author_user_id_fkey" FOREIGN KEY ("author_user_id") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_recipient" ADD CONSTRAINT "message_recipient_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_recipient" ADD CONSTRAINT "message_recipient_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
