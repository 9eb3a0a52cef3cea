-- CreateEnum
CREATE TYPE "SenderStatus" AS ENUM ('TRUSTED', 'CAUTION', 'BLOCKED');

-- CreateEnum
CREATE TYPE "SenderCategory" AS ENUM ('SUPPLIER', 'CLIENT', 'PARTNER', 'SERVICE_PROVIDER', 'ADMINISTRATION', 'OTHER');

-- DropIndex
DROP INDEX "Document_organizationId_senderId_idx";

-- AlterTable
ALTER TABLE "Sender" ADD COLUMN     "category" "SenderCategory" NOT NULL DEFAULT 'OTHER',
ADD COLUMN     "status" "SenderStatus" NOT NULL DEFAULT 'CAUTION';

-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "fromBlockedSender" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "Document_organizationId_senderId_receivedAt_idx" ON "Document"("organizationId", "senderId", "receivedAt");

-- CreateIndex
CREATE INDEX "Document_organizationId_receivedAt_idx" ON "Document"("organizationId", "receivedAt");

-- CreateIndex
CREATE INDEX "Document_organizationId_decidedAt_idx" ON "Document"("organizationId", "decidedAt");

