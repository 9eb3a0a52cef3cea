-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "traceparent" TEXT;

