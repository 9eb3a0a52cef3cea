import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signedInPage, watchPages } from '../support/browser';
import { startTestApp, type TestApp } from '../support/test-app';
import { createSignedInUser, type SignedInUser } from '../support/users';

let app: TestApp;
let browser: Browser;
const trouble = watchPages();

beforeAll(async () => {
  // The job queue runs and delivers; the receiver is on this machine, which the outbound rule allows here only.
  app = await startTestApp({ web: true, env: { JOBS_ENABLED: 'true', ALLOW_PRIVATE_FETCH: 'true' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A browser context signed in by its access cookie, as the auth flow would leave it. */
function openPage(user: SignedInUser, locale: string): Promise<{ context: BrowserContext; page: Page }> {
  return signedInPage(browser, app.url, user, trouble, { locale, viewport: { width: 1400, height: 900 } });
}

describe('outbound webhooks', () => {
  it('lets an administrator add a webhook from the Integrations tab: its secret once, a signed delivery logged, and removal asked first', async () => {
    const admin = await createSignedInUser(app, { role: 'ADMIN', locale: 'en' });
    const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/paraphe`;
    const { context, page } = await openPage(admin, 'en-GB');
    try {
      await page.goto(`${app.url}/settings?tab=integrations`);
      const form = page.getByTestId('webhook-form');
      await form.getByTestId('webhook-url').fill(url);
      // No event chosen: said so, nothing registered.
      await form.getByTestId('webhook-add').click();
      await form.getByText('Choose at least one event.').waitFor();
      await form.getByTestId('webhook-event-document.refused').click();
      await form.getByTestId('webhook-add').click();
      const secret = (await page.getByTestId('webhook-secret').locator('code').textContent())!;
      await page.getByTestId('webhook').getByText(url).waitFor();
      // The box ticked is the event registered.
      expect((await app.services.db.prisma.webhookSubscription.findFirstOrThrow({ where: { organizationId: admin.organizationId } })).events).toEqual([
        'document.refused',
      ]);

      // A refusal is delivered, signed with that secret, and the log says so.
      const document = await app.services.db.prisma.document.create({
        data: {
          organizationId: admin.organizationId,
          title: 'Offre',
          type: 'Document',
          status: 'PENDING',
          storagePath: 'a/b',
          originalFilename: 'b.txt',
          mimeType: 'text/plain',
          sizeBytes: 1,
          sha256: 'x',
        },
      });
      const refused = await admin.client.graphql('mutation($id: ID!) { refuseDocument(id: $id) { __typename } }', {
        id: Buffer.from(`Document:${document.id}`).toString('base64'),
      });
      expect(refused.data!.refuseDocument.__typename).toBe('MutationRefuseDocumentSuccess');
      const deadline = Date.now() + 15_000;
      while (received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toHaveLength(1);
      expect(received[0].headers['paraphe-event-type']).toBe('document.refused');
      const [, timestamp, signature] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(String(received[0].headers['paraphe-signature']))!;
      expect(createHmac('sha256', secret).update(`${timestamp}.${received[0].body}`).digest('hex')).toBe(signature);
      await page.reload();
      await page.getByTestId('webhook-deliveries').getByText('Delivered').waitFor();

      // Removing it asks first; Cancel keeps it.
      await page.getByTestId('webhook-remove').click();
      await page.getByTestId('webhook-remove-dialog').getByText(url).waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByTestId('webhook').count()).resolves.toBe(1);
      await page.getByTestId('webhook-remove').click();
      await page.getByTestId('webhook-remove-dialog-confirm').click();
      await page.getByText('Webhook removed.').first().waitFor();
      await expect(page.getByTestId('webhook').count()).resolves.toBe(0);
      expect(await app.services.db.prisma.webhookSubscription.count({ where: { organizationId: admin.organizationId } })).toBe(0);
    } finally {
      await context.close();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
