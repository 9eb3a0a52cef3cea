-- AlterTable
ALTER TABLE "MailAccount" ADD COLUMN     "lastErrorCode" TEXT;

-- AlterTable
ALTER TABLE "MailMessage" ADD COLUMN     "skippedAttachments" JSONB NOT NULL DEFAULT '[]';

-- The code of an error already recorded, from its `CODE: message` text.
UPDATE "MailAccount" SET "lastErrorCode" = split_part("lastError", ':', 1) WHERE "lastError" IS NOT NULL;
