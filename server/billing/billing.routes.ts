import express, { Router } from 'express';
import { resolveViewer } from '../auth/read-access';
import { AppError } from '../errors';
import { answerFor, sendError } from '../http/http-errors';
import { refuseUnstorableText } from '../security/refuse-unstorable-text';
import type { Services } from '../services';
import { applyStripeEvent } from './apply-stripe-event';
import { startCheckout } from './start-checkout';

const STATUS: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PAYMENTS_NOT_CONFIGURED: 503,
  CHECKOUT_FAILED: 502,
  SEATS_BELOW_MEMBERS: 409,
  INVALID_SIGNATURE: 400,
};

/** POST /api/checkout from the pricing page, and Stripe's signed webhook; refusals in the shape and language of every door (`sendError`). */
export function billingRouter(services: Services): Router {
  const router = Router();
  router.post('/api/checkout', express.json({ limit: '16kb' }), refuseUnstorableText, async (req, res, next) => {
    try {
      const viewer = await resolveViewer({ header: (name) => req.get(name) ?? null, transport: 'http', method: req.method }, services);
      answerFor(res, viewer);
      const result = await startCheckout(services, viewer, req.body ?? {});
      if (result.kind === 'contactSales') return void res.json({ contact_sales: true, message: 'Our enterprise team will reach out within 24 hours.' });
      res.json({ checkout_url: result.checkoutUrl });
    } catch (error) {
      if (error instanceof AppError) return sendError(res, STATUS[error.code] ?? 400, error.code, { details: error.details, error });
      next(error);
    }
  });
  router.post('/api/stripe/webhook', express.raw({ type: '*/*', limit: '1mb' }), async (req, res, next) => {
    try {
      const result = await applyStripeEvent(services, Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), req.get('stripe-signature'));
      res.json({ received: true, ...result });
    } catch (error) {
      if (error instanceof AppError) return sendError(res, STATUS[error.code] ?? 400, error.code, { error });
      next(error);
    }
  });
  return router;
}
