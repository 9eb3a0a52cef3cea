-- CreateEnum
CREATE TYPE "SignInMethod" AS ENUM ('PASSWORD', 'MAGIC_LINK', 'GOOGLE', 'MICROSOFT');

-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "requireSecondFactor" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "sessionLifetimeHours" INTEGER,
ADD COLUMN     "signInMethods" "SignInMethod"[] DEFAULT ARRAY['PASSWORD', 'MAGIC_LINK', 'GOOGLE', 'MICROSOFT']::"SignInMethod"[];

-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "method" "SignInMethod";

