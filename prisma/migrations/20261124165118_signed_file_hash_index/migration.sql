-- CreateIndex
CREATE INDEX "Document_signedSha256_idx" ON "Document"("signedSha256");

