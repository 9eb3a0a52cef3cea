-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "signedSizeBytes" INTEGER;

