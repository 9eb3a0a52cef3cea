import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import type { AttemptPolicy } from '../auth/rate-limiter';
import { ValidationFailed } from '../errors';
import { restErrorHandler, sendError } from '../http/http-errors';
import type { Services } from '../services';
import type { VerificationResult } from './verify-signed-pdf';

/** Verifications per client address: 30 a minute, then a minute's wait. */
export const VERIFY_POLICY: AttemptPolicy = { limit: 30, windowMs: 60_000, blockMs: 60_000 };

/** The JSON answer of POST /api/verify. */
export function verificationBody(result: VerificationResult) {
  const timestamp = (value: VerificationResult['timestamp']) => value && { ...value, timestampedAt: value.timestampedAt.toISOString() };
  return {
    ...result,
    signedAt: result.signedAt?.toISOString() ?? null,
    timestamp: timestamp(result.timestamp),
    signers: result.signers.map((signer) => ({ ...signer, signedAt: signer.signedAt?.toISOString() ?? null })),
    signatures: result.signatures.map((signature) => ({
      ...signature,
      signedAt: signature.signedAt?.toISOString() ?? null,
      timestamp: timestamp(signature.timestamp),
    })),
  };
}

/**
 * POST /api/verify, public (no session, no key): a multipart `file` PDF, answered with whether it
 * was signed, whether it changed since, and, when Paraphe produced it, by whom and when.
 */
export function verifyRouter(services: Services): Router {
  const { config } = services;
  const router = Router();
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: config.MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 2 } });

  const limited: RequestHandler = async (req, res, next) => {
    const { allowed, blockedMs } = await services.rateLimiter.reserve(`verify:ip:${req.ip ?? 'unknown'}`, VERIFY_POLICY);
    if (allowed) return next();
    const retryAfterSeconds = Math.max(1, Math.ceil(blockedMs / 1000));
    res.setHeader('Retry-After', String(retryAfterSeconds));
    sendError(res, 429, 'RATE_LIMITED', {
      details: { limit: VERIFY_POLICY.limit, windowSeconds: VERIFY_POLICY.windowMs / 1000 },
      values: { retryAfterSeconds },
    });
  };

  const file: RequestHandler = (req, res, next) => {
    if (!req.is('multipart/form-data')) return next(new ValidationFailed([{ path: 'file', message: 'Send the PDF as a multipart part named "file"' }]));
    upload.single('file')(req, res, (error?: unknown) => {
      if (error instanceof multer.MulterError) {
        return error.code === 'LIMIT_FILE_SIZE'
          ? sendError(res, 413, 'FILE_TOO_LARGE', { details: { maxBytes: config.MAX_UPLOAD_BYTES }, values: { maxBytes: config.MAX_UPLOAD_BYTES } })
          : sendError(res, 400, 'BAD_REQUEST', { message: 'unreadableMultipart' });
      }
      if (error) return next(error);
      if (!req.file) return next(new ValidationFailed([{ path: 'file', message: 'A file part named "file" is required' }]));
      next();
    });
  };

  router.post('/api/verify', limited, file, async (req, res) => {
    const { verifySignedPdf } = await import('./verify-signed-pdf');
    const result = await verifySignedPdf(services, new Uint8Array(req.file!.buffer));
    res.setHeader('cache-control', 'no-store');
    res.json(verificationBody(result));
  });
  router.use('/api/verify', restErrorHandler(services.logger));
  return router;
}
