-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "idempotencyKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Document_organizationId_idempotencyKey_key" ON "Document"("organizationId", "idempotencyKey");

