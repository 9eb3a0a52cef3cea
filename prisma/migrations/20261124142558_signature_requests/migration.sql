-- CreateEnum
CREATE TYPE "SignatureRequestMode" AS ENUM ('SEQUENTIAL', 'PARALLEL');

-- CreateEnum
CREATE TYPE "SignatureRequestStatus" AS ENUM ('OPEN', 'COMPLETED', 'REFUSED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "SignerStatus" AS ENUM ('WAITING', 'SIGNED', 'REFUSED');

-- CreateTable
CREATE TABLE "SignatureRequest" (
    "id" UUID NOT NULL,
    "documentId" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "mode" "SignatureRequestMode" NOT NULL,
    "status" "SignatureRequestStatus" NOT NULL DEFAULT 'OPEN',
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "refusedReason" TEXT,

    CONSTRAINT "SignatureRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SignatureRequestSigner" (
    "id" UUID NOT NULL,
    "requestId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "status" "SignerStatus" NOT NULL DEFAULT 'WAITING',
    "signatureType" "SignatureType",
    "location" TEXT,
    "drawnSignature" BYTEA,
    "signedAt" TIMESTAMP(3),
    "refusedReason" TEXT,

    CONSTRAINT "SignatureRequestSigner_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SignatureRequest_documentId_key" ON "SignatureRequest"("documentId");

-- CreateIndex
CREATE INDEX "SignatureRequest_organizationId_idx" ON "SignatureRequest"("organizationId");

-- CreateIndex
CREATE INDEX "SignatureRequestSigner_userId_idx" ON "SignatureRequestSigner"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "SignatureRequestSigner_requestId_position_key" ON "SignatureRequestSigner"("requestId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "SignatureRequestSigner_requestId_userId_key" ON "SignatureRequestSigner"("requestId", "userId");

-- AddForeignKey
ALTER TABLE "SignatureRequest" ADD CONSTRAINT "SignatureRequest_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "Document"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SignatureRequest" ADD CONSTRAINT "SignatureRequest_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SignatureRequestSigner" ADD CONSTRAINT "SignatureRequestSigner_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "SignatureRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SignatureRequestSigner" ADD CONSTRAINT "SignatureRequestSigner_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

