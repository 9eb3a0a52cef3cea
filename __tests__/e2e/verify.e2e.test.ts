import { riskyPdf, upload } from '../server/documents/fixtures';
import { countersign } from '../server/signing/pades';
import { browserJourney } from '../support/browser';
import { createSignedInUser } from '../support/users';

const journey = browserJourney();

/** A contract uploaded, approved (so signed) and downloaded by a member of an organization. */
async function signedContract(): Promise<Buffer> {
  const { app } = journey;
  const signer = await createSignedInUser(app, { role: 'USER', locale: 'fr' });
  await app.db.prisma.user.update({ where: { id: signer.userId }, data: { fullName: 'Claire Dubois' } });
  await app.db.prisma.organization.update({ where: { id: signer.organizationId }, data: { name: 'Dubois Conseil' } });
  const answer = await upload(
    signer.client,
    'Contrat de prestation',
    new File([Buffer.from(await riskyPdf(1))], 'prestation.pdf', { type: 'application/pdf' }),
  );
  const approved = await signer.client.graphql(
    `mutation($id: ID!) { approveDocument(id: $id) { ... on MutationApproveDocumentSuccess { document { status } } } }`,
    { id: answer.document.id },
  );
  expect(approved.data!.approveDocument.document.status).toBe('SIGNED');
  const id = Buffer.from(answer.document.id, 'base64').toString().split(':')[1];
  const response = await signer.client.fetch(`/api/documents/${id}/signed-file`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

/** A lease Bob signs with a drawing, then Claire with a certified signature, in order, as the owner downloads it. */
async function signedByTwo(): Promise<Buffer> {
  const { app } = journey;
  const owner = await createSignedInUser(app, { role: 'ADMIN', locale: 'fr' });
  const bob = await createSignedInUser(app, { organizationId: owner.organizationId, locale: 'fr' });
  const claire = await createSignedInUser(app, { organizationId: owner.organizationId, locale: 'fr' });
  await app.db.prisma.user.update({ where: { id: bob.userId }, data: { fullName: 'Bob Martin' } });
  await app.db.prisma.user.update({ where: { id: claire.userId }, data: { fullName: 'Claire Dubois' } });
  const answer = await upload(owner.client, 'Bail', new File([Buffer.from(await riskyPdf(1))], 'bail.pdf', { type: 'application/pdf' }));
  const asked = await owner.client.graphql(`mutation($input: RequestSignaturesInput!) { requestSignatures(input: $input) { __typename } }`, {
    input: { id: answer.document.id, signerIds: [bob, claire].map((user) => globalId('User', user.userId)), mode: 'SEQUENTIAL' },
  });
  expect(asked.data!.requestSignatures.__typename).toBe('MutationRequestSignaturesSuccess');
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  for (const [signer, input] of [
    [bob, { signatureType: 'DRAWN', drawnSignature: `data:image/png;base64,${png}` }],
    [claire, { signatureType: 'CERTIFIED' }],
  ] as const) {
    const signed = await signer.client.graphql(`mutation($input: SignAsRequestedInput!) { signAsRequested(input: $input) { __typename } }`, {
      input: { id: answer.document.id, ...input },
    });
    expect(signed.data!.signAsRequested.__typename).toBe('MutationSignAsRequestedSuccess');
  }
  const id = Buffer.from(answer.document.id, 'base64').toString().split(':')[1];
  return Buffer.from(await (await owner.client.fetch(`/api/documents/${id}/signed-file`)).arrayBuffer());
}

describe('the public /verify page', () => {
  it('shows a signed PDF as valid with its signer, and the same file modified as invalid', async () => {
    const { app, page } = journey;
    const signed = await signedContract();
    await page.goto(`${app.url}/verify`);
    await page.getByRole('heading', { name: 'Vérifier un document signé' }).waitFor();

    await page.getByTestId('verify-file').setInputFiles({ name: 'prestation-signe.pdf', mimeType: 'application/pdf', buffer: signed });
    const result = page.getByTestId('verify-result');
    await result.waitFor();
    await expect(result.getAttribute('data-status')).resolves.toBe('VALID');
    await expect(page.getByTestId('verify-result-title').textContent()).resolves.toContain('signé avec Paraphe');
    await expect(page.getByTestId('verify-signer').textContent()).resolves.toContain('Claire Dubois');
    await expect(page.getByTestId('verify-organization').textContent()).resolves.toBe('Dubois Conseil');
    await expect(page.getByTestId('verify-title').textContent()).resolves.toBe('Contrat de prestation');
    await expect(page.getByTestId('verify-sha256').textContent()).resolves.toMatch(/^[0-9a-f]{64}$/);
    // Without a time-stamping authority: PAdES B-B, made with the organization's self-signed certificate.
    await expect(page.getByTestId('verify-level').textContent()).resolves.toContain('B-B : signature de base');
    await expect(page.getByTestId('verify-chain').textContent()).resolves.toContain('Certificat auto-signé de l’organisation');
    await expect(page.getByTestId('verify-signatures').count()).resolves.toBe(0);

    // Counter-signed by someone else's tool: both signatures are listed, in order, each with its level.
    await page
      .getByTestId('verify-file')
      .setInputFiles({ name: 'prestation-contresigne.pdf', mimeType: 'application/pdf', buffer: countersign(signed, 'Zoe Contre') });
    await page.locator('[data-testid="verify-result"][data-status="VALID_UNKNOWN"]').waitFor();
    const listed = page.getByTestId('verify-signature');
    await expect(listed.count()).resolves.toBe(2);
    await expect(listed.nth(0).textContent()).resolves.toMatch(/Signature 1 : Claire Dubois.*B-B : signature de base.*auto-signé/);
    await expect(listed.nth(1).textContent()).resolves.toMatch(/Signature 2 : Zoe Contre.*B-B.*inconnu de Paraphe/);

    // One byte of the signed range changed: the page says so in red.
    const modified = Buffer.from(signed);
    const at = modified.indexOf('/Reason (') + '/Reason ('.length;
    modified[at] = modified[at] === 0x58 ? 0x59 : 0x58;
    await page.getByTestId('verify-file').setInputFiles({ name: 'prestation-modifie.pdf', mimeType: 'application/pdf', buffer: modified });
    await page.locator('[data-testid="verify-result"][data-status="INVALID"]').waitFor();
    await expect(page.getByTestId('verify-reason').textContent()).resolves.toContain('modifiés');
    await expect(page.getByTestId('verify-signer').count()).resolves.toBe(0);
  });

  it('lists each signer of a file signed by several people with their own signature type', async () => {
    const { app, page } = journey;
    const signed = await signedByTwo();
    await page.goto(`${app.url}/verify`);
    await page.getByTestId('verify-file').setInputFiles({ name: 'bail-signe.pdf', mimeType: 'application/pdf', buffer: signed });
    await page.locator('[data-testid="verify-result"][data-status="VALID"]').waitFor();
    const signers = page.getByTestId('verify-signer-item');
    await expect(signers.count()).resolves.toBe(2);
    await expect(signers.nth(0).textContent()).resolves.toMatch(/Signataire 1 : Bob Martin.*Type de signature : Signature manuscrite/);
    await expect(signers.nth(1).textContent()).resolves.toMatch(/Signataire 2 : Claire Dubois.*Type de signature : Certifiée/);
    // No single type is given for both.
    await expect(page.getByTestId('verify-result').textContent()).resolves.not.toMatch(/Type de signatureCertifiée/);
  });

  it('says a plain PDF is not signed, and toasts a file that is not a PDF', async () => {
    const { app, page } = journey;
    await page.goto(`${app.url}/verify`);
    await page.getByTestId('verify-file').setInputFiles({ name: 'plain.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await riskyPdf(1)) });
    await page.locator('[data-testid="verify-result"][data-status="NOT_SIGNED"]').waitFor();

    await page.getByTestId('verify-file').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
    await expect(page.getByTestId('toast-error').textContent()).resolves.toContain('n’est pas un PDF');
  });

  it('is linked from the public footer', async () => {
    const { app, page } = journey;
    await page.goto(`${app.url}/about`);
    await page.locator('footer').getByRole('link', { name: 'Vérifier un PDF signé' }).click();
    await page.waitForURL(`${app.url}/verify`);
    await page.getByTestId('verify-dropzone').waitFor();
  });
});
