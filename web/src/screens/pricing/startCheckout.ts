import { CSRF_HEADER } from '../../relay/environment';

const SESSION_KEY = 'paraphe.checkoutSession';

/** A per-browser id that ties the checkout attempts of one visit together in the server's logs. */
function browserSessionId(): string {
  try {
    const existing = localStorage.getItem(SESSION_KEY);
    if (existing) return existing;
    const created = crypto.randomUUID();
    localStorage.setItem(SESSION_KEY, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}

export interface CheckoutOrder {
  plan: 'SOLO' | 'TEAM' | 'ENTERPRISE';
  cycle: 'MONTHLY' | 'ANNUAL';
  seats: number;
  coupon: string;
  addons: string[];
  company: string;
}

export type CheckoutOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'contactSales' }
  | { kind: 'initiated' }
  | { kind: 'signInFirst' }
  | { kind: 'failed'; code: string | null; message: string | null; details: Record<string, string | number> }
  | { kind: 'network' };

/** POST /api/checkout as the pricing page sends it; the server prices the order itself. */
export async function startCheckout(order: CheckoutOrder, viewer: { userId: string | null; organizationId: string | null }): Promise<CheckoutOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/checkout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...CSRF_HEADER, 'content-type': 'application/json' },
      body: JSON.stringify({
        event: 'checkout_start',
        page: '/pricing',
        ts: Date.now(),
        sessionId: browserSessionId(),
        userId: viewer.userId,
        orgId: viewer.organizationId,
        selected_plan: order.plan.toLowerCase(),
        billing_cycle: order.cycle === 'ANNUAL' ? 'annual' : 'monthly',
        seats: order.seats,
        coupon: order.coupon.trim() || null,
        addons: order.addons,
        company: order.company.trim() || null,
      }),
    });
  } catch {
    return { kind: 'network' };
  }
  type Failure = { code?: string; message?: string; details?: Record<string, string | number> };
  const body = (await response.json().catch(() => ({}))) as { checkout_url?: string; contact_sales?: boolean; error?: Failure } & Failure;
  if (response.status === 401) return { kind: 'signInFirst' };
  // Text refused before checkout runs comes in the shape every route shares ({ error }).
  const failure = body.error ?? body;
  if (!response.ok) return { kind: 'failed', code: failure.code ?? null, message: failure.message ?? null, details: failure.details ?? {} };
  if (body.contact_sales) return { kind: 'contactSales' };
  if (body.checkout_url) return { kind: 'redirect', url: body.checkout_url };
  return { kind: 'initiated' };
}
