import type { Response } from 'express';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Services } from '../services';
import { contentDisposition } from './send-stored-file';

/** One file of a ZIP download: its name in the archive, its date, and where it is stored or how it is made (a CSV written as it is read). */
export type ArchiveEntry = { name: string; date: Date } & ({ key: string } | { make: () => Readable });

/** The entry's bytes: the stored file, opened, or the stream that makes them. */
export function openEntry(services: Services, entry: ArchiveEntry): Promise<Readable> {
  return 'key' in entry ? services.storage.read(entry.key) : Promise.resolve(entry.make());
}

/**
 * Answers a ZIP of the entries, streamed as it is built: each stored file is opened only once the one
 * before it is written, so memory stays bounded whatever the total size. `first` is the first entry
 * already opened (the caller opens it before answering, so that a store that does not answer is a
 * clear 503 rather than a broken ZIP).
 */
export async function sendZip(
  services: Services,
  res: Response,
  download: { filename: string; entries: readonly ArchiveEntry[]; first: Readable },
): Promise<void> {
  const { entries } = download;
  res.setHeader('content-type', 'application/zip');
  res.setHeader('content-disposition', contentDisposition('attachment', download.filename));
  res.setHeader('cache-control', 'private, no-store, no-transform');
  res.setHeader('x-content-type-options', 'nosniff');
  // Stored, not deflated: documents are PDFs, images and office files that are compressed already.
  // Loaded with the first archive asked for.
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ store: true });
  const sent = pipeline(archive, res);
  let source = download.first;
  try {
    for (let index = 0; index < entries.length; index++) {
      const added = once(archive, 'entry');
      archive.append(source, { name: entries[index].name, date: entries[index].date });
      await added;
      if (index + 1 < entries.length) source = await openEntry(services, entries[index + 1]);
    }
    await archive.finalize();
    await sent;
  } catch (error) {
    // Bytes are already out: the download is cut short so that no truncated ZIP looks complete.
    source.destroy();
    archive.destroy();
    res.destroy();
    await sent.catch(() => undefined);
    if (!res.writableFinished) services.logger.warn({ err: error, filename: download.filename }, 'ZIP download cut short');
  }
}
