import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  /** The form-encoded body, flat as Stripe sends it (`line_items[0][quantity]`). */
  form: URLSearchParams;
}

/**
 * A local HTTP server speaking the parts of Stripe's API that Paraphe calls: Checkout Sessions,
 * customer portal sessions, invoices and deleting a customer. It checks the secret key and the coupon as Stripe would and keeps every call.
 */
export class StripeTestServer {
  readonly calls: StripeCall[] = [];
  readonly coupons = new Set(['WELCOME10']);
  readonly invoices = new Map<string, Array<Record<string, unknown>>>();
  /** Customers deleted (`DELETE /v1/customers/:id`); deleting one again answers resource_missing. */
  readonly deletedCustomers = new Set<string>();
  /** When true the customer deletion answers 503, as Stripe unreachable for a while. */
  down = false;
  private server: Server = createServer((req, res) => void this.handle(req, res));
  private sessionCount = 0;

  constructor(private readonly secretKey: string) {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    const form = new URLSearchParams(req.method === 'GET' ? url.search : Buffer.concat(chunks).toString('utf8'));
    this.calls.push({ method: req.method ?? '', path: url.pathname, form });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.calls.length}` });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const coupon = form.get('discounts[0][coupon]');
      if (coupon !== null && !this.coupons.has(coupon)) {
        return send(400, {
          error: { type: 'invalid_request_error', code: 'resource_missing', param: 'discounts[0][coupon]', message: `No such coupon: '${coupon}'` },
        });
      }
      const id = `cs_test_${++this.sessionCount}`;
      return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, mode: 'subscription', status: 'open' });
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const customer = form.get('customer') ?? '';
      if (!customer.startsWith('cus_'))
        return send(400, { error: { type: 'invalid_request_error', param: 'customer', message: `No such customer: '${customer}'` } });
      const id = `bps_test_${this.calls.length}`;
      return send(200, {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: form.get('return_url'),
        url: `https://billing.stripe.test/p/session/${id}`,
      });
    }
    const customer = /^\/v1\/customers\/([^/]+)$/.exec(url.pathname)?.[1];
    if (req.method === 'DELETE' && customer) {
      if (this.deletedCustomers.has(customer) || !customer.startsWith('cus_'))
        return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'id', message: `No such customer: '${customer}'` } });
      if (this.down) return send(503, { error: { type: 'api_error', message: 'Stripe is unavailable' } });
      this.deletedCustomers.add(customer);
      return send(200, { id: customer, object: 'customer', deleted: true });
    }
    if (req.method === 'GET' && url.pathname === '/v1/invoices') {
      const data = this.invoices.get(form.get('customer') ?? '') ?? [];
      return send(200, { object: 'list', data, has_more: false, url: '/v1/invoices' });
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  }
}
