-- CreateEnum
CREATE TYPE "AutomationKind" AS ENUM ('AUTO_SIGN', 'HIGH_RISK_ALERT', 'REMINDER');

-- CreateEnum
CREATE TYPE "AutomationDocumentType" AS ENUM ('ANY', 'NDA');

-- CreateTable
CREATE TABLE "AutomationRule" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "kind" "AutomationKind" NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "documentType" "AutomationDocumentType" NOT NULL DEFAULT 'ANY',
    "riskMin" INTEGER NOT NULL,
    "riskMax" INTEGER NOT NULL,
    "senderStatus" "SenderStatus",
    "enabledById" UUID,
    "enabledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AutomationRule_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AutomationRule_organizationId_kind_key" ON "AutomationRule"("organizationId", "kind");

-- AddForeignKey
ALTER TABLE "AutomationRule" ADD CONSTRAINT "AutomationRule_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AutomationRule" ADD CONSTRAINT "AutomationRule_enabledById_fkey" FOREIGN KEY ("enabledById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- The three automations of every existing organization, disabled (as new organizations get them)
INSERT INTO "AutomationRule" ("id", "organizationId", "kind", "documentType", "riskMin", "riskMax", "senderStatus", "updatedAt")
SELECT gen_random_uuid(), o."id", r."kind"::"AutomationKind", r."documentType"::"AutomationDocumentType", r."riskMin", r."riskMax", r."senderStatus"::"SenderStatus", CURRENT_TIMESTAMP
FROM "Organization" o
CROSS JOIN (VALUES ('AUTO_SIGN', 'NDA', 1, 2, 'TRUSTED'), ('HIGH_RISK_ALERT', 'ANY', 8, 10, NULL), ('REMINDER', 'ANY', 1, 10, NULL)) AS r("kind", "documentType", "riskMin", "riskMax", "senderStatus")
ON CONFLICT ("organizationId", "kind") DO NOTHING;
