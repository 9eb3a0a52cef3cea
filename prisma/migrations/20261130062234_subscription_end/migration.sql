-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "subscriptionEndsAt" TIMESTAMP(3);

