import type { Services } from '../services';
import { publishDocumentChanged } from './document-events';

export interface UnknownCommit {
  /** The intake transaction's id (`txid_current()`), asked for inside it. */
  transactionId: string;
  /** The file written for the row that transaction may have committed. */
  storagePath: string;
  organizationId: string;
}

const SETTLE_INTERVAL_MS = 2000;
const SETTLE_ATTEMPTS = 300;

/**
 * An intake whose COMMIT got no answer: asks PostgreSQL, once it answers again, what became of the
 * transaction. Aborted: the file is removed. Committed: the row has its file, and screens are told.
 */
export function settleUnknownCommit(services: Services, commit: UnknownCommit, attempt = 1): void {
  const retry = () => {
    if (attempt >= SETTLE_ATTEMPTS) {
      services.logger.warn(commit, 'intake commit outcome still unknown: the file is kept');
      return;
    }
    setTimeout(() => settleUnknownCommit(services, commit, attempt + 1), SETTLE_INTERVAL_MS).unref();
  };
  void services.db.sql
    .query<{ status: string | null }>('SELECT txid_status($1::bigint) AS status', [commit.transactionId])
    .then(async ([row]) => {
      if (row?.status === 'in progress') return retry();
      if (row?.status === 'aborted') return services.storage.delete(commit.storagePath);
      if (row?.status === 'committed') {
        const document = await services.db.prisma.document.findFirst({ where: { storagePath: commit.storagePath }, select: { id: true } });
        if (document) publishDocumentChanged(services, commit.organizationId, 'CREATED', document.id);
        return;
      }
      services.logger.warn(commit, 'intake commit outcome unknown to the database: the file is kept');
    })
    .catch(retry);
}
