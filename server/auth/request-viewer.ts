import type { Request, Response } from 'express';
import type { Viewer } from '../access/viewer';
import { identifyCaller } from './identify-caller';
import { AppError } from '../errors';
import { answerFor } from '../http/http-errors';
import type { Services } from '../services';

/**
 * Who calls one of the file doors beside GraphQL (document and cloud downloads, previews, archives,
 * cloud uploads): a browser session by its cookie, or an API key as on REST and GraphQL, its call
 * counted against the organization's plan (RateLimit-* headers). An unknown or revoked key is 401,
 * never a visitor, and counted against the client's address (429 past its allowance); null is a visitor. The door's refusals are worded in the caller's language from here on.
 */
export async function requestViewer(services: Services, req: Request, res: Response): Promise<Viewer | null> {
  const caller = await identifyCaller({ header: (name) => req.get(name) ?? null, transport: 'http', method: req.method }, services);
  answerFor(res, caller.viewer);
  // A key's call against its plan; an unknown or revoked key against the address, as on every door.
  const counted = await services.apiRateLimits.countCall(caller, req.ip ?? null);
  if (counted) res.set(counted.headers);
  if (counted?.refusal) throw new AppError(counted.refusal.code, 'Rate limit exceeded', { retryAfterSeconds: counted.refusal.retryAfterSeconds });
  if (caller.invalidKey) {
    res.setHeader('WWW-Authenticate', 'Bearer');
    throw new AppError('UNAUTHENTICATED', 'Unauthorized: send a valid API key as a bearer token');
  }
  return caller.viewer;
}
