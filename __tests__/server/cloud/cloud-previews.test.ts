// Also on PostgreSQL, Redis and S3: previews written to and read from S3.
import { randomBytes } from 'node:crypto';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { createAnalysisPool } from '../../../server/analysis/analysis-pool';
import { startTestApp, type TestApp, type TestClient } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

/** Stored as a plain file (`review=false`): its entry in the list, with its preview address. */
async function store(member: SignedInUser, name: string, bytes: Uint8Array, review = false): Promise<{ id: string; previewUrl: string | null }> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  const response = await member.client.fetch(`/api/cloud/files${review ? '' : '?review=false'}`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  type Node = { id: string; name: string; previewUrl: string | null };
  const list = await member.client.graphql('{ cloudItems(first: 100) { edges { node { id name previewUrl } } } }');
  return (list.data!.cloudItems.edges as Array<{ node: Node }>).map((edge) => edge.node).find((node) => node.name === name)!;
}

/** A one-page A4 PDF with a black band across its top and a line of text. */
async function pdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  page.drawRectangle({ x: 0, y: 742, width: 595, height: 100, color: rgb(0, 0, 0) });
  page.drawText('Contrat de prestation', { x: 50, y: 600, size: 24, font: await document.embedFont(StandardFonts.Helvetica) });
  return document.save();
}

async function preview(client: TestClient, url: string, headers: Record<string, string> = {}) {
  const response = await client.fetch(url, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('cloud previews', () => {
  it("draws a PDF's first page as WebP within 320 × 320 pixels, and answers 304 to a browser that has it", async () => {
    const member = await createSignedInUser(app);
    const item = await store(member, 'contrat.pdf', await pdf());
    expect(item.previewUrl).toBe(`/api/cloud/previews/${encodeURIComponent(item.id)}`);
    const { response, bytes } = await preview(member.client, item.previewUrl!);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/webp']);
    const picture = sharp(bytes);
    expect(await picture.metadata()).toMatchObject({ format: 'webp', width: 226, height: 320 });
    // The page is drawn: its black band on top, white paper below.
    const { data, info } = await picture.raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels];
    expect(at(113, 15)).toBeLessThan(40);
    expect(at(113, 200)).toBeGreaterThan(215);

    const again = await preview(member.client, item.previewUrl!, { 'if-none-match': response.headers.get('etag')! });
    expect([again.response.status, again.bytes.length]).toEqual([304, 0]);
  });

  it('scales an image down, and draws an SVG to pixels so that its script never reaches the browser', async () => {
    const member = await createSignedInUser(app);
    const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#0050ff' } })
      .png()
      .toBuffer();
    const image = await store(member, 'bandeau.png', png);
    const drawn = await preview(member.client, image.previewUrl!);
    expect(await sharp(drawn.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><script>alert(document.cookie)</script><rect width="200" height="100" fill="red"/></svg>',
    );
    const vector = await store(member, 'logo.svg', svg);
    const raster = await preview(member.client, vector.previewUrl!);
    expect(raster.response.headers.get('content-type')).toBe('image/webp');
    expect(raster.bytes.includes('script')).toBe(false);
    expect(await sharp(raster.bytes).metadata()).toMatchObject({ format: 'webp', width: 200, height: 100 });
  });

  it('previews a document of the review workflow by its document id', async () => {
    const member = await createSignedInUser(app);
    const document = await store(member, 'nda.pdf', await pdf(), true);
    expect(document.id.startsWith(Buffer.from('Document:').toString('base64').slice(0, 8))).toBe(true);
    const drawn = await preview(member.client, document.previewUrl!);
    expect([drawn.response.status, (await sharp(drawn.bytes).metadata()).width]).toEqual([200, 226]);
  });

  it("draws previews on the same pool that has just extracted a PDF's text with its own pdf.js", async () => {
    const pool = createAnalysisPool(1);
    try {
      const bytes = await pdf();
      expect((await pool.extract({ buffer: bytes, filename: 'contrat.pdf' }, {})).text).toMatch(/Contrat de prestation/);
      expect(await sharp(Buffer.from(await pool.preview(bytes, 'pdf'))).metadata()).toMatchObject({ format: 'webp', width: 226 });
      expect((await pool.extract({ buffer: bytes, filename: 'contrat.pdf' }, {})).text).toMatch(/Contrat de prestation/);
    } finally {
      await pool.close();
    }
  });

  it('has none for other types, refuses a damaged file clearly, and never shows another organization its file', async () => {
    const member = await createSignedInUser(app);
    const stranger = await createSignedInUser(app);
    const sheet = await store(member, 'budget.csv', Buffer.from('a;b\n1;2\n'));
    expect(sheet.previewUrl).toBeNull();
    expect((await preview(member.client, `/api/cloud/previews/${encodeURIComponent(sheet.id)}`)).response.status).toBe(404);

    const damaged = await store(member, 'abime.pdf', randomBytes(4000));
    const refused = await preview(member.client, damaged.previewUrl!);
    expect([refused.response.status, JSON.parse(refused.bytes.toString()).error.code]).toEqual([422, 'PREVIEW_UNAVAILABLE']);

    const mine = await store(member, 'contrat.pdf', await pdf());
    const theirs = await preview(stranger.client, mine.previewUrl!);
    expect([theirs.response.status, JSON.parse(theirs.bytes.toString()).error.code]).toEqual([404, 'NOT_FOUND']);
    expect((await preview(app.client(), mine.previewUrl!)).response.status).toBe(401);
  });
});
