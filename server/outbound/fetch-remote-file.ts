import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { basename } from 'node:path';
import { AppError, FileTooLarge } from '../errors';
import { guardedLookup, parseOutboundUrl, type OutboundPolicy } from './public-address';

export interface RemoteFile {
  filename: string;
  bytes: Uint8Array;
}

export interface FetchLimits extends OutboundPolicy {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
}

/**
 * Downloads a document a client named by URL: http(s) only, public addresses only (checked on every
 * redirect and at connection time), at most `maxBytes`, within `timeoutMs` overall.
 */
export async function fetchRemoteFile(raw: string, limits: FetchLimits): Promise<RemoteFile> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  let url = parseOutboundUrl(raw, limits);
  for (let redirects = 0; ; redirects += 1) {
    const response = await open(url, limits, deadline);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (redirects >= (limits.maxRedirects ?? 3)) throw new AppError('REMOTE_FETCH_FAILED', 'Too many redirects');
      url = parseOutboundUrl(new URL(response.headers.location, url).toString(), limits);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new AppError('REMOTE_FETCH_FAILED', `The URL answered HTTP ${status}`, { status });
    }
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > limits.maxBytes) {
      response.destroy();
      throw new FileTooLarge(`The remote file is ${declared} bytes`, limits.maxBytes);
    }
    const bytes = await readAtMost(response, limits.maxBytes);
    return { filename: filenameOf(url, response), bytes };
  }
}

function open(url: URL, policy: OutboundPolicy, signal: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'GET', lookup: guardedLookup(policy), signal, headers: { 'user-agent': 'Paraphe-Fetch/1', accept: '*/*' } },
      resolve,
    );
    outgoing.on('error', (error) => reject(error instanceof AppError ? error : fetchFailure(error, signal)));
    outgoing.end();
  });
}

function fetchFailure(error: Error, signal: AbortSignal): AppError {
  if (signal.aborted) return new AppError('REMOTE_FETCH_FAILED', 'The URL took too long to answer');
  return new AppError('REMOTE_FETCH_FAILED', `The URL could not be fetched: ${error.message}`);
}

async function readAtMost(response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) {
        response.destroy();
        throw new FileTooLarge(`The remote file is larger than ${maxBytes} bytes`, maxBytes);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('REMOTE_FETCH_FAILED', 'The download was interrupted');
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The name from Content-Disposition, else the last path segment. */
function filenameOf(url: URL, response: IncomingMessage): string {
  const disposition = response.headers['content-disposition'] ?? '';
  const named = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  const raw = named ? decodeURIComponent(named) : decodeURIComponent(basename(url.pathname));
  return basename(raw).slice(0, 255) || 'document';
}
