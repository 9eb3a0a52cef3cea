-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "defaultLanguage" TEXT NOT NULL DEFAULT 'fr',
ADD COLUMN     "logoStoragePath" TEXT;

