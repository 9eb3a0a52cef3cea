import type { Document, DocumentStatus } from '../db/generated/client';

/** Statuses as the public API spells them. */
export const PUBLIC_STATUS: Record<DocumentStatus, string> = {
  PENDING: 'pending',
  UNDER_REVIEW: 'under_review',
  SIGNED: 'signed',
  REFUSED: 'refused',
  CORRECTING: 'correcting',
};

type Timestamps = { createdAt: Date | string; updatedAt: Date | string };
const iso = (instant: Date | string) => (typeof instant === 'string' ? instant : instant.toISOString());

/** The document's list fields as the public API and webhook events show them (the list reads timestamps as ISO strings). */
export function documentResource(document: Pick<Document, 'id' | 'title' | 'type' | 'status' | 'source' | 'riskScore' | 'riskLevel'> & Timestamps) {
  return {
    id: document.id,
    title: document.title,
    type: document.type,
    status: PUBLIC_STATUS[document.status],
    source: document.source.toLowerCase(),
    risk_score: document.riskScore,
    risk_level: document.riskLevel,
    created_at: iso(document.createdAt),
    updated_at: iso(document.updatedAt),
  };
}
