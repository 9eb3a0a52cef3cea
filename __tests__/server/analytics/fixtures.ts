import { randomUUID } from 'node:crypto';
import type { Database } from '../../../server/db/database';
import type { DocumentStatus } from '../../../server/db/generated/client';

export interface SeededDocument {
  at: string | Date;
  risk: number;
  status: DocumentStatus;
  decidedAt?: Date;
  decidedById?: string;
  senderId?: string;
  type?: string;
  title?: string;
}

/** Document rows written straight to the database: figures are read from rows, not from uploads. */
export async function seedDocuments(db: Database, organizationId: string, rows: SeededDocument[]): Promise<void> {
  await db.prisma.document.createMany({
    data: rows.map((row, index) => ({
      organizationId,
      title: row.title ?? `Doc ${index}`,
      type: row.type ?? 'PDF',
      status: row.status,
      riskScore: row.risk,
      receivedAt: new Date(row.at),
      decidedAt: row.decidedAt ?? null,
      decidedById: row.decidedById ?? null,
      senderId: row.senderId ?? null,
      storagePath: `seed/${randomUUID()}`,
      originalFilename: 'doc.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1,
      sha256: randomUUID(),
    })),
  });
}
