-- CreateTable
CREATE TABLE "MailOAuthStateUse" (
    "nonce" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MailOAuthStateUse_pkey" PRIMARY KEY ("nonce")
);

-- CreateIndex
CREATE INDEX "MailOAuthStateUse_expiresAt_idx" ON "MailOAuthStateUse"("expiresAt");

