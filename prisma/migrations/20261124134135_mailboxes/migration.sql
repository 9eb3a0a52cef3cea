-- CreateEnum
CREATE TYPE "MailProvider" AS ENUM ('GMAIL', 'MICROSOFT', 'IMAP');

-- CreateEnum
CREATE TYPE "MailAccountStatus" AS ENUM ('ACTIVE', 'PAUSED');

-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "mailMessageId" UUID;

-- CreateTable
CREATE TABLE "MailAccount" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "provider" "MailProvider" NOT NULL,
    "status" "MailAccountStatus" NOT NULL DEFAULT 'ACTIVE',
    "imapHost" TEXT,
    "imapPort" INTEGER,
    "imapSecure" BOOLEAN,
    "smtpHost" TEXT,
    "smtpPort" INTEGER,
    "smtpSecure" BOOLEAN,
    "credentials" TEXT,
    "uidValidity" BIGINT,
    "lastUid" BIGINT,
    "lastSyncAt" TIMESTAMP(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MailAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailMessage" (
    "id" UUID NOT NULL,
    "accountId" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "messageId" TEXT NOT NULL,
    "fromAddress" TEXT,
    "fromName" TEXT,
    "subject" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL,
    "hasAttachments" BOOLEAN NOT NULL DEFAULT false,
    "attachmentNames" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "processed" BOOLEAN NOT NULL DEFAULT false,
    "processedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MailAccount_organizationId_userId_idx" ON "MailAccount"("organizationId", "userId");

-- CreateIndex
CREATE INDEX "MailAccount_status_idx" ON "MailAccount"("status");

-- CreateIndex
CREATE UNIQUE INDEX "MailAccount_userId_email_provider_key" ON "MailAccount"("userId", "email", "provider");

-- CreateIndex
CREATE INDEX "MailMessage_accountId_receivedAt_idx" ON "MailMessage"("accountId", "receivedAt" DESC);

-- CreateIndex
CREATE INDEX "MailMessage_organizationId_receivedAt_idx" ON "MailMessage"("organizationId", "receivedAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "MailMessage_accountId_messageId_key" ON "MailMessage"("accountId", "messageId");

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_mailMessageId_fkey" FOREIGN KEY ("mailMessageId") REFERENCES "MailMessage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailAccount" ADD CONSTRAINT "MailAccount_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailAccount" ADD CONSTRAINT "MailAccount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailMessage" ADD CONSTRAINT "MailMessage_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "MailAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

