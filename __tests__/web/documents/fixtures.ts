import type { MockResolvers } from 'relay-test-utils';

/** The fields of a document the documents screen reads (list row, panel, risk, actions, summary, downloads). */
export interface DocumentFixture {
  id: string;
  title: string;
  status: 'PENDING' | 'SIGNED' | 'REFUSED' | 'CORRECTING' | 'UNDER_REVIEW';
  riskScore: number;
  riskLevel: 'LOW' | 'MED' | 'HIGH';
  analysisStatus: 'DONE' | 'FAILED' | 'QUEUED' | 'RUNNING';
  fromBlockedSender: boolean;
  source: 'UPLOAD' | 'API' | 'MAIL';
  sender: { name: string; domain: string } | null;
  type: 'PDF' | 'DOCX' | 'TXT';
  pageCount: number | null;
  sizeBytes: number;
  fileUrl: string;
  signedFileUrl: string | null;
  text: string | null;
  summary: string | null;
  keyPoints: string[];
  findings: Array<{ category: string; severity: number; start: number; end: number; excerpt: string; explanation: string }>;
  signatureRequest: null;
  decidedAt: string | null;
}

export function documentFixture(overrides: Partial<DocumentFixture> & Pick<DocumentFixture, 'id' | 'title'>): DocumentFixture {
  return {
    status: 'PENDING',
    riskScore: 2,
    riskLevel: 'LOW',
    analysisStatus: 'DONE',
    fromBlockedSender: false,
    source: 'UPLOAD',
    sender: null,
    type: 'TXT',
    pageCount: null,
    sizeBytes: 2048,
    fileUrl: `/api/files/${overrides.id}`,
    signedFileUrl: null,
    text: 'Texte du document.',
    summary: null,
    keyPoints: [],
    findings: [],
    signatureRequest: null,
    decidedAt: null,
    ...overrides,
  };
}

/** A lease with a high risk score from a known sender, awaiting a decision. */
export const LEASE = documentFixture({
  id: 'RG9jdW1lbnQ6bGVhc2U=',
  title: 'Bail commercial Lyon.pdf',
  status: 'PENDING',
  riskScore: 9,
  riskLevel: 'HIGH',
  sender: { name: 'Immo Rhône', domain: 'immo-rhone.fr' },
  // Not a PDF: the panel shows the text, without loading pdf.js (which jsdom cannot run).
  type: 'DOCX',
  pageCount: 12,
  summary: 'Bail de neuf ans avec pénalités de retard.',
});

/** A signed invoice with a low score, uploaded by hand (no sender). */
export const INVOICE = documentFixture({
  id: 'RG9jdW1lbnQ6aW52b2ljZQ==',
  title: 'Facture mars 2026.docx',
  status: 'SIGNED',
  riskScore: 2,
  riskLevel: 'LOW',
  type: 'DOCX',
});

/** An amendment from a blocked sender whose analysis is still running. */
export const AMENDMENT = documentFixture({
  id: 'RG9jdW1lbnQ6YW1lbmRtZW50',
  title: 'Avenant n°3.txt',
  status: 'REFUSED',
  riskScore: 5,
  riskLevel: 'MED',
  analysisStatus: 'RUNNING',
  fromBlockedSender: true,
  sender: { name: 'Spam Corp', domain: 'spam.example' },
});

/** Resolvers answering DocumentsScreenQuery with these documents, in this order, on a single page. */
export function listResolvers(documents: DocumentFixture[]): MockResolvers {
  return {
    QueryDocumentsConnection: () => ({
      edges: documents.map((document) => ({ cursor: document.id, node: { __typename: 'Document', ...document } })),
      pageInfo: { hasNextPage: false, endCursor: null },
    }),
  };
}

/** Resolvers answering DocumentPanelQuery (a `node(id:)` lookup) with this document. */
export function panelResolvers(document: DocumentFixture): MockResolvers {
  return {
    Node: () => ({ __typename: 'Document', ...document }),
    Document: () => ({ ...document }),
  };
}
