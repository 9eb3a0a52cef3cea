import { randomUUID } from 'node:crypto';
import type { Database } from '../../../server/db/database';
import type { DocumentStatus } from '../../../server/db/generated/client';

export interface SeededDocument {
  at: string;
  risk: number;
  status: DocumentStatus;
}

/** Document rows written straight to the database: figures are read from rows, not from uploads. */
export async function seedDocuments(db: Database, organizationId: string, rows: SeededDocument[]): Promise<void> {
  await db.prisma.document.createMany({
    data: rows.map((row, index) => ({
      organizationId,
      title: `Doc ${index}`,
      type: 'PDF',
      status: row.status,
      riskScore: row.risk,
      receivedAt: new Date(row.at),
      storagePath: `seed/${randomUUID()}`,
      originalFilename: 'doc.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1,
      sha256: randomUUID(),
    })),
  });
}
