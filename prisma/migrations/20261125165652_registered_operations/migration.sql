-- CreateTable
CREATE TABLE "RegisteredOperation" (
    "apiKeyId" UUID NOT NULL,
    "sha256" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RegisteredOperation_pkey" PRIMARY KEY ("apiKeyId","sha256")
);

-- AddForeignKey
ALTER TABLE "RegisteredOperation" ADD CONSTRAINT "RegisteredOperation_apiKeyId_fkey" FOREIGN KEY ("apiKeyId") REFERENCES "ApiKey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

