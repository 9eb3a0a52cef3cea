import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { Services } from '../services';
import { missingFile } from './storage';

export interface StoredFileAnswer {
  key: string;
  contentType: string;
  filename: string;
  disposition?: 'inline' | 'attachment';
}

export const contentDisposition = (disposition: 'inline' | 'attachment', filename: string) =>
  `${disposition}; filename*=UTF-8''${encodeURIComponent(filename)}`;

/**
 * Streams a stored file to the client, or the one byte range it asks for (`Range: bytes=…`, 206).
 * A range past the end is a 416; several ranges or a malformed header get the whole file, as
 * HTTP allows. `no-transform` keeps response compression from changing the bytes a range counts.
 */
export async function sendStoredFile(services: Services, req: Request, res: Response, file: StoredFileAnswer): Promise<void> {
  const size = await services.storage.size(file.key);
  if (size === null) throw missingFile();
  res.setHeader('accept-ranges', 'bytes');
  res.setHeader('content-type', file.contentType);
  res.setHeader('content-disposition', contentDisposition(file.disposition ?? 'inline', file.filename));
  res.setHeader('cache-control', 'private, no-store, no-transform');
  res.setHeader('x-content-type-options', 'nosniff');
  const ranges = req.headers.range ? req.range(size, { combine: true }) : undefined;
  if (ranges === -1) {
    res.status(416).setHeader('content-range', `bytes */${size}`);
    return void res.end();
  }
  const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  const stream = await services.storage.read(file.key, range);
  if (range) {
    res.status(206).setHeader('content-range', `bytes ${range.start}-${range.end}/${size}`);
    res.setHeader('content-length', String(range.end - range.start + 1));
  } else {
    res.setHeader('content-length', String(size));
  }
  if (req.method === 'HEAD') {
    stream.destroy();
    return void res.end();
  }
  // Once bytes are out a failure can only cut the response short: the client sees an incomplete download.
  await pipeline(stream, res).catch((error) => {
    if (!res.writableFinished) services.logger.warn({ err: error, key: file.key }, 'file download cut short');
  });
}
