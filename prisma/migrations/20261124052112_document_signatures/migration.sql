-- CreateEnum
CREATE TYPE "SignatureType" AS ENUM ('SIMPLE', 'DRAWN', 'CERTIFIED');

-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "signatureLocation" TEXT,
ADD COLUMN     "signatureType" "SignatureType",
ADD COLUMN     "signedAt" TIMESTAMP(3),
ADD COLUMN     "signedSha256" TEXT,
ADD COLUMN     "signedStoragePath" TEXT;

-- CreateTable
CREATE TABLE "SigningIdentity" (
    "organizationId" UUID NOT NULL,
    "certificatePem" TEXT NOT NULL,
    "privateKeySealed" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SigningIdentity_pkey" PRIMARY KEY ("organizationId")
);

