-- Where each page of a PDF begins in its extracted text, so that a finding can say which page it is on.
-- Texts kept before have none: their findings name no page.
ALTER TABLE "DocumentContent" ADD COLUMN "pageStarts" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
