-- AlterTable
ALTER TABLE "SignatureRequestSigner" ADD COLUMN     "signedIp" TEXT,
ADD COLUMN     "signedUserAgent" TEXT;

