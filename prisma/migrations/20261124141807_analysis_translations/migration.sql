-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "translations" JSONB;

