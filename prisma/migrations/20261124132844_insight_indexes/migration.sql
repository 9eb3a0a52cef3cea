-- DropIndex
DROP INDEX "Document_organizationId_status_idx";

-- DropIndex
DROP INDEX "Document_organizationId_receivedAt_idx";

-- DropIndex
DROP INDEX "Document_organizationId_decidedAt_idx";

-- CreateIndex
CREATE INDEX "Document_organizationId_status_riskScore_receivedAt_idx" ON "Document"("organizationId", "status", "riskScore" DESC, "receivedAt");

-- CreateIndex
CREATE INDEX "Document_organizationId_receivedAt_decidedAt_status_riskSco_idx" ON "Document"("organizationId", "receivedAt", "decidedAt", "status", "riskScore", "type", "senderId");

-- CreateIndex
CREATE INDEX "Document_organizationId_decidedAt_receivedAt_status_riskSco_idx" ON "Document"("organizationId", "decidedAt", "receivedAt", "status", "riskScore", "decidedById", "type", "senderId");

