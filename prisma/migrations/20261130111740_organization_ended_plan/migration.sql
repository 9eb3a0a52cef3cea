-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "endedPlan" "Plan";

