-- Where each page of a PDF begins in its extracted text, kept beside the findings whose offsets it
-- turns into page numbers. Texts kept before have none: their findings name no page.
ALTER TABLE "Document" ADD COLUMN "pageStarts" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
