import yauzl from 'yauzl';
import { AppError } from '../../errors';

export interface ZipBudget {
  maxEntries: number;
  maxUncompressedBytes: number;
}

/**
 * Reads only the zip central directory (nothing is inflated) and refuses archives whose entry
 * count or declared uncompressed size exceeds the budget: the zip-bomb guard for DOCX.
 * Returns the entry names.
 */
export function inspectZip(buffer: Uint8Array, budget: ZipBudget): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength), { lazyEntries: true, autoClose: true }, (openError, zip) => {
      if (openError || !zip) {
        reject(new AppError('CORRUPT_FILE', `Unreadable DOCX archive: ${openError?.message ?? 'unknown error'}`));
        return;
      }
      if (zip.entryCount > budget.maxEntries) {
        zip.close();
        reject(new AppError('ARCHIVE_TOO_LARGE', `DOCX archive has ${zip.entryCount} entries`, { entries: zip.entryCount, maxEntries: budget.maxEntries }));
        return;
      }
      const names: string[] = [];
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        names.push(entry.fileName);
        if (total > budget.maxUncompressedBytes) {
          zip.close();
          reject(
            new AppError('ARCHIVE_TOO_LARGE', 'DOCX archive inflates beyond the allowed size', {
              declaredBytes: total,
              maxUncompressedBytes: budget.maxUncompressedBytes,
            }),
          );
          return;
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', (error: Error) => reject(new AppError('CORRUPT_FILE', `Corrupt DOCX archive: ${error.message}`)));
      zip.readEntry();
    });
  });
}
