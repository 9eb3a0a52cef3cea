-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "cloudFolderId" UUID;

-- CreateIndex
CREATE INDEX "Document_organizationId_cloudFolderId_createdAt_idx" ON "Document"("organizationId", "cloudFolderId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_cloudFolderId_fkey" FOREIGN KEY ("cloudFolderId") REFERENCES "CloudFolder"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

