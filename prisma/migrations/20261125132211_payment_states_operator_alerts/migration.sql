-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "CheckoutStatus" ADD VALUE 'AWAITING_PAYMENT';
ALTER TYPE "CheckoutStatus" ADD VALUE 'PAYMENT_FAILED';

-- CreateTable
CREATE TABLE "OperatorAlert" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "organizationId" UUID,
    "message" TEXT NOT NULL,
    "data" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),

    CONSTRAINT "OperatorAlert_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OperatorAlert_resolvedAt_createdAt_idx" ON "OperatorAlert"("resolvedAt", "createdAt");

