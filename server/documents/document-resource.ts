import type { Document, DocumentStatus } from '../db/generated/client';

/** Statuses as the public API spells them. */
export const PUBLIC_STATUS: Record<DocumentStatus, string> = {
  PENDING: 'pending',
  UNDER_REVIEW: 'under_review',
  SIGNED: 'signed',
  REFUSED: 'refused',
  CORRECTING: 'correcting',
};

/** The document's list fields as the public API and webhook events show them. */
export function documentResource(document: Pick<Document, 'id' | 'title' | 'type' | 'status' | 'source' | 'riskScore' | 'riskLevel' | 'createdAt' | 'updatedAt'>) {
  return {
    id: document.id,
    title: document.title,
    type: document.type,
    status: PUBLIC_STATUS[document.status],
    source: document.source.toLowerCase(),
    risk_score: document.riskScore,
    risk_level: document.riskLevel,
    created_at: document.createdAt.toISOString(),
    updated_at: document.updatedAt.toISOString(),
  };
}
