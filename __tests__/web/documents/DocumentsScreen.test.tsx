import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { DocumentsScreen, documentsScreenQuery } from '../../../web/src/screens/documents/DocumentsScreen';
import type { Language } from '../../../web/src/i18n/languages';
import { pendingOperation, pendingOperationNames, renderScreen, resolveOperation, type MockEnvironment } from '../render-screen';
import { AMENDMENT, INVOICE, LEASE, documentFixture, listResolvers, panelResolvers, type DocumentFixture } from './fixtures';

// A busy machine (a type check or a build alongside) makes the first render slow: wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

const SUBSCRIPTION = 'useDocumentChangedSubscription';
const APPROVE = 'documentMutationsApproveMutation';
const APPROVAL_SIGNER = 'ApprovalDialogQuery';
const REFUSE = 'documentMutationsRefuseMutation';
const REQUEST_CORRECTION = 'documentMutationsRequestCorrectionMutation';

/** A document's status as the store holds it now (the optimistic one while a decision travels). */
const storedStatus = (environment: MockEnvironment, id: string) => environment.getStore().getSource().get(id)?.status;

/** Mounts /documents, answers its preloaded query with these documents and waits for the screen. */
async function openDocumentsScreen(documents: DocumentFixture[], language?: Language) {
  const rendered = renderScreen(
    { path: '/documents', Component: DocumentsScreen, query: documentsScreenQuery },
    { language, otherPaths: ['/documents/:id', '/enhanced-documents'] },
  );
  await waitFor(() => expect(pendingOperationNames(rendered.environment)).toContain('DocumentsScreenQuery'));
  act(() => resolveOperation(rendered.environment, 'DocumentsScreenQuery', listResolvers(documents)));
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const rows = () => screen.getAllByTestId('document-row');
const titles = () => rows().map((row) => row.getAttribute('data-title'));

function rowOf(title: string): HTMLElement {
  const row = screen.queryAllByTestId('document-row').find((candidate) => candidate.getAttribute('data-title') === title);
  if (!row) throw new Error(`No row for "${title}"; rows: ${JSON.stringify(titles())}`);
  return row;
}

const statusOf = (row: HTMLElement) => within(row).getByTestId('status-badge').textContent;
const riskOf = (row: HTMLElement) => within(row).getByTestId('risk-badge').textContent;

/** Clicks a row, answers the panel's query with the document and waits for its decisions. */
async function openPanel(environment: MockEnvironment, document: DocumentFixture) {
  fireEvent.click(within(rowOf(document.title)).getByText(document.title));
  await waitFor(() => expect(pendingOperationNames(environment)).toContain('DocumentPanelQuery'));
  const query = pendingOperation(environment, 'DocumentPanelQuery');
  expect(query.request.variables).toEqual({ id: document.id });
  act(() => environment.mock.resolve(query, MockPayloadGenerator.generate(query, panelResolvers(document))));
  return screen.findByTestId('document-panel');
}

/** Clicks "Approve" and answers who signs: the confirmation dialog, with the risk and the signature applied. */
async function askApproval(environment: MockEnvironment, panel: HTMLElement) {
  fireEvent.click(within(panel).getByTestId('action-approve'));
  const dialog = await screen.findByTestId('approval-dialog');
  if (pendingOperationNames(environment).includes(APPROVAL_SIGNER)) {
    act(() =>
      resolveOperation(environment, APPROVAL_SIGNER, {
        User: () => ({ fullName: 'Claire Martin' }),
        Organization: () => ({ name: 'Cabinet Martin' }),
      }),
    );
  }
  await within(dialog).findByTestId('approval-signature');
  return dialog;
}

/** Pushes a `documentChanged` event down the screen's open subscription. */
function pushChange(environment: MockEnvironment, kind: 'CREATED' | 'UPDATED' | 'DELETED', document: DocumentFixture) {
  const subscription = pendingOperation(environment, SUBSCRIPTION);
  const payload = MockPayloadGenerator.generate(subscription, {
    DocumentChange: () => ({ kind, documentId: document.id, document: kind === 'DELETED' ? null : { ...document } }),
    Document: () => ({ ...document }),
  });
  act(() => environment.mock.nextValue(subscription, payload));
}

describe('documents screen: the list', () => {
  test('shows each document of the query with its name, sender, risk score and status, in French by default', async () => {
    await openDocumentsScreen([LEASE, INVOICE, AMENDMENT]);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Documents');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nom', 'Expéditeur', 'Risque', 'Statut', 'Action']);
    expect(titles()).toEqual([LEASE.title, INVOICE.title, AMENDMENT.title]);

    const lease = rowOf(LEASE.title);
    expect(within(lease).getByText('immo-rhone.fr')).toBeTruthy();
    expect(riskOf(lease)).toBe('Risque 9');
    expect(within(lease).getByTestId('risk-badge').getAttribute('data-band')).toBe('DANGER');
    expect(statusOf(lease)).toBe('En attente');

    const invoice = rowOf(INVOICE.title);
    expect(within(invoice).getByText('Import manuel')).toBeTruthy();
    expect(riskOf(invoice)).toBe('Risque 2');
    expect(within(invoice).getByTestId('risk-badge').getAttribute('data-band')).toBe('SAFE');
    expect(statusOf(invoice)).toBe('Signé');

    // Still being analysed: no score yet, and the blocked sender is flagged.
    const amendment = rowOf(AMENDMENT.title);
    expect(within(amendment).queryByTestId('risk-badge')).toBeNull();
    expect(within(amendment).getByText('Analyse en cours…')).toBeTruthy();
    expect(within(amendment).getByTestId('blocked-sender').textContent).toBe('Expéditeur bloqué');
    expect(statusOf(amendment)).toBe('Refusé');

    // Two actions that say what differs: the side panel's preview, and the document's own page.
    expect(within(lease).getByRole('button').textContent).toBe('Aperçu');
    expect(within(lease).getByRole('link').textContent).toBe('Ouvrir');
    expect(within(lease).getByTestId('document-open').getAttribute('href')).toBe(`/documents/${encodeURIComponent(LEASE.id)}`);
    expect(screen.getByTestId('document-panel-empty').textContent).toBe('Sélectionnez un document pour voir ses détails');
  });

  test('speaks English when the language is English', async () => {
    await openDocumentsScreen([LEASE, INVOICE, AMENDMENT], 'en');

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Sender', 'Risk', 'Status', 'Action']);
    expect(riskOf(rowOf(LEASE.title))).toBe('Risk 9');
    expect(statusOf(rowOf(LEASE.title))).toBe('Pending');
    expect(within(rowOf(INVOICE.title)).getByText('Manual upload')).toBeTruthy();
    expect(statusOf(rowOf(INVOICE.title))).toBe('Signed');
    expect(within(rowOf(AMENDMENT.title)).getByText('Analyzing…')).toBeTruthy();
    expect(statusOf(rowOf(AMENDMENT.title))).toBe('Refused');
    expect(screen.getByTestId('import-toggle').textContent).toBe('Import a document');
  });

  test("a document without a sender says where it came from: a member's upload, or the API, in the list and its panel", async () => {
    const filed = documentFixture({ id: 'RG9jdW1lbnQ6YXBp', title: 'Bon de commande 118', source: 'API' });
    const { environment } = await openDocumentsScreen([filed, INVOICE]);
    expect(within(rowOf(filed.title)).getByText("Déposé par l'API")).toBeTruthy();
    expect(within(rowOf(INVOICE.title)).getByText('Import manuel')).toBeTruthy();
    const panel = await openPanel(environment, filed);
    expect(within(panel).getByTestId('document-sender').textContent).toMatch(/^Expéditeur\s:\sDéposé par l'API$/);
  });

  test('an organization without documents sees the empty state instead of a table', async () => {
    await openDocumentsScreen([]);

    const empty = screen.getByTestId('documents-empty');
    expect(within(empty).getByText('Aucun document trouvé')).toBeTruthy();
    expect(within(empty).getByText('Importez un document ou configurez vos intégrations pour commencer.')).toBeTruthy();
    expect(screen.queryByTestId('documents-table')).toBeNull();
    expect(screen.queryAllByTestId('document-row')).toHaveLength(0);
  });
});

describe('documents screen: the panel and its decisions', () => {
  test('a row opens the panel with that document: title, risk, status and the decisions of a pending document', async () => {
    const { environment } = await openDocumentsScreen([LEASE, INVOICE]);
    const panel = await openPanel(environment, LEASE);

    expect(within(panel).getByTestId('document-panel-title').textContent).toBe(LEASE.title);
    expect(within(panel).getByTestId('document-sender').textContent).toMatch(/^Expéditeur\s*:\s*Immo Rhône \(immo-rhone\.fr\)$/);
    expect(within(panel).getByTestId('risk-badge').textContent).toBe('Risque 9');
    expect(within(panel).getByText(/Élevé/)).toBeTruthy();
    expect(within(panel).getByTestId('status-badge').textContent).toBe('En attente');
    expect(within(panel).getByTestId('document-summary').textContent).toContain(LEASE.summary);
    expect(within(panel).getByTestId('action-approve').textContent).toBe('Approuver');
    expect(within(panel).getByTestId('action-refuse').textContent).toBe('Refuser');
  });

  test('the panel leads with the verdict in words, before the decisions, and lists the findings worst first', async () => {
    const text = 'Le loyer est révisable. Le preneur ne peut céder le bail. Le bailleur peut résilier à tout moment.';
    const finding = (excerpt: string, severity: number, explanation: string) => ({
      category: 'termination_for_convenience',
      severity,
      start: text.indexOf(excerpt),
      end: text.indexOf(excerpt) + excerpt.length,
      excerpt,
      explanation,
    });
    const lease = documentFixture({
      ...LEASE,
      text,
      keyPoints: ['Résiliation sans motif, gravité 3/5 : le bailleur peut résilier à tout moment.'],
      findings: [
        finding('Le preneur ne peut céder le bail.', 2, 'Vous ne pouvez pas céder le bail sans accord.'),
        finding('Le bailleur peut résilier à tout moment.', 3, 'L’autre partie peut mettre fin au bail sans motif.'),
      ].sort((a, b) => a.start - b.start),
    });
    const { environment } = await openDocumentsScreen([lease, INVOICE]);
    const panel = await openPanel(environment, lease);

    const summary = within(panel).getByTestId('document-summary');
    const keyPoints = within(panel).getByTestId('document-key-points');
    const actions = within(panel).getByTestId('document-actions');
    const findings = within(panel).getByTestId('findings-list');
    const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(summary, keyPoints) && before(keyPoints, actions) && before(actions, findings)).toBe(true);
    expect(
      within(findings)
        .getAllByTestId('finding')
        .map((button) => button.textContent),
    ).toEqual([
      expect.stringContaining('L’autre partie peut mettre fin au bail sans motif.'),
      expect.stringContaining('Vous ne pouvez pas céder le bail sans accord.'),
    ]);
    // Each finding quotes its clause.
    expect(
      within(findings)
        .getAllByTestId('finding-excerpt')
        .map((quote) => quote.textContent),
    ).toEqual(['« Le bailleur peut résilier à tout moment. »', '« Le preneur ne peut céder le bail. »']);
  });

  test('a file that is no PDF is read as its text, and its original is downloaded in one place', async () => {
    const { environment } = await openDocumentsScreen([LEASE, INVOICE]);
    const panel = await openPanel(environment, LEASE);

    expect(within(panel).getByTestId('document-text').textContent).toBe(LEASE.text);
    expect(within(panel).queryByRole('tab')).toBeNull();
    const fileLinks = within(panel)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === LEASE.fileUrl);
    expect(fileLinks.map((link) => link.textContent)).toEqual(['Télécharger l’original']);
  });

  test('a decided document shows its status instead of the decisions', async () => {
    const { environment } = await openDocumentsScreen([LEASE, INVOICE]);
    const panel = await openPanel(environment, INVOICE);

    expect(within(panel).queryByTestId('document-actions')).toBeNull();
    expect(within(panel).getByTestId('document-processed').textContent).toMatch(/^Document traité\s*:\s*Signé$/);
  });

  test('approving asks first, showing the risk and the signature applied; Escape cancels and nothing is sent', async () => {
    const { environment } = await openDocumentsScreen([LEASE, INVOICE]);
    const panel = await openPanel(environment, LEASE);

    const dialog = await askApproval(environment, panel);
    expect(within(dialog).getByRole('heading').textContent).toBe('Approuver et signer ce document ?');
    expect(within(dialog).getByText(/Bail commercial Lyon\.pdf/)).toBeTruthy();
    expect(within(dialog).getByTestId('risk-badge').textContent).toBe('Risque 9');
    expect(within(dialog).getByTestId('risk-badge').getAttribute('data-band')).toBe('DANGER');
    expect(within(dialog).getByTestId('approval-risk-level').textContent).toBe('Élevé');
    expect(within(dialog).getByTestId('approval-high-risk')).toBeTruthy();
    expect(within(dialog).getByTestId('approval-signer').textContent).toBe('Claire Martin');
    expect(within(dialog).getByTestId('approval-type').textContent).toBe('Nom saisi');
    expect(within(dialog).getByTestId('approval-organization').textContent).toBe('Cabinet Martin');
    // (Where the focus goes and Enter are the browser journey's: jsdom lays nothing out.)
    fireEvent.keyDown(within(dialog).getByTestId('approval-confirm'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('approval-dialog')).toBeNull());
    expect(pendingOperationNames(environment)).not.toContain(APPROVE);
    expect(storedStatus(environment, LEASE.id)).toBe('PENDING');
    expect(statusOf(rowOf(LEASE.title))).toBe('En attente');
  });

  test('confirming sends approveDocument with the document id and shows SIGNED at once; the answer confirms it and closes the panel', async () => {
    const { environment } = await openDocumentsScreen([LEASE, INVOICE]);
    const panel = await openPanel(environment, LEASE);

    expect(pendingOperationNames(environment)).not.toContain(APPROVE);
    fireEvent.click(within(await askApproval(environment, panel)).getByTestId('approval-confirm'));

    const mutation = pendingOperation(environment, APPROVE);
    expect(mutation.request.variables).toEqual({ id: LEASE.id });
    // Optimistic: an approval that works always signs, so the document reads SIGNED before the answer,
    // and the decisions give way to the status, so it cannot be sent twice.
    await waitFor(() => expect(statusOf(rowOf(LEASE.title))).toBe('Signé'));
    expect(storedStatus(environment, LEASE.id)).toBe('SIGNED');
    expect(within(panel).getByTestId('document-processed').textContent).toMatch(/Signé$/);
    expect(within(panel).queryByTestId('action-approve')).toBeNull();
    expect(within(panel).queryByTestId('action-refuse')).toBeNull();
    expect(screen.queryByTestId('toast-success')).toBeNull();
    expect(pendingOperationNames(environment)).toContain(APPROVE);

    act(() =>
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, {
          MutationApproveDocumentResult: () => ({ __typename: 'MutationApproveDocumentSuccess' }),
          Document: () => ({ ...LEASE, status: 'SIGNED', decidedAt: '2026-11-24T10:00:00.000Z', signedFileUrl: `/api/files/${LEASE.id}/signed` }),
        }),
      ),
    );

    expect(await screen.findByText('Document approuvé')).toBeTruthy();
    // The answer is now the store's truth, and the panel closes.
    await waitFor(() => expect(statusOf(rowOf(LEASE.title))).toBe('Signé'));
    expect(storedStatus(environment, LEASE.id)).toBe('SIGNED');
    expect(statusOf(rowOf(INVOICE.title))).toBe('Signé');
    await waitFor(() => expect(screen.queryByTestId('document-panel')).toBeNull());
    expect(screen.getByTestId('document-panel-empty')).toBeTruthy();
  });

  test('refusing sends the trimmed reason and shows REFUSED at once; an AppError answer rolls it back, shows its translated message and keeps the reason', async () => {
    const { environment } = await openDocumentsScreen([LEASE, INVOICE]);
    const panel = await openPanel(environment, LEASE);

    fireEvent.click(within(panel).getByTestId('action-refuse'));
    fireEvent.change(await within(panel).findByTestId('refusal-reason'), { target: { value: '  Montant erroné  ' } });
    fireEvent.click(within(panel).getByText('Confirmer le refus'));

    const mutation = pendingOperation(environment, REFUSE);
    expect(mutation.request.variables).toEqual({ id: LEASE.id, reason: 'Montant erroné' });
    await waitFor(() => expect(statusOf(rowOf(LEASE.title))).toBe('Refusé'));
    expect(storedStatus(environment, LEASE.id)).toBe('REFUSED');
    expect(within(panel).getByTestId('document-processed').textContent).toMatch(/Refusé$/);

    act(() =>
      environment.mock.resolve(mutation, {
        data: { refuseDocument: { __typename: 'AppError', __isError: 'AppError', code: 'DOCUMENT_NOT_PENDING' } },
      }),
    );

    const toast = await screen.findByTestId('toast-error');
    expect(within(toast).getByText('Erreur')).toBeTruthy();
    expect(within(toast).getByText('Ce document a déjà été traité')).toBeTruthy();
    // Rolled back: the answer carries no document, so the store holds what the server last said.
    await waitFor(() => expect(statusOf(rowOf(LEASE.title))).toBe('En attente'));
    expect(storedStatus(environment, LEASE.id)).toBe('PENDING');
    // The panel stays open with the reason kept, the decisions usable again.
    expect(screen.getByTestId('document-panel')).toBeTruthy();
    expect((screen.getByTestId('refusal-reason') as HTMLTextAreaElement).value).toBe('  Montant erroné  ');
    await waitFor(() => expect((screen.getByTestId('action-approve') as HTMLButtonElement).disabled).toBe(false));
  });

  test('requesting a correction sends the comment and shows CORRECTING at once; the answer confirms it', async () => {
    const { environment } = await openDocumentsScreen([LEASE]);
    const panel = await openPanel(environment, LEASE);

    fireEvent.click(within(panel).getByTestId('action-request-correction'));
    fireEvent.change(await within(panel).findByTestId('correction-comment'), { target: { value: 'Page 3 manquante' } });
    fireEvent.submit(within(panel).getByTestId('decision-note'));

    const mutation = pendingOperation(environment, REQUEST_CORRECTION);
    expect(mutation.request.variables).toEqual({ id: LEASE.id, comment: 'Page 3 manquante' });
    await waitFor(() => expect(statusOf(rowOf(LEASE.title))).toBe('Corrections'));
    expect(storedStatus(environment, LEASE.id)).toBe('CORRECTING');

    act(() =>
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, {
          MutationRequestDocumentCorrectionResult: () => ({ __typename: 'MutationRequestDocumentCorrectionSuccess' }),
          Document: () => ({ ...LEASE, status: 'CORRECTING', decidedAt: '2026-11-24T10:00:00.000Z' }),
        }),
      ),
    );

    expect(await screen.findByText('Document mis à jour')).toBeTruthy();
    expect(statusOf(rowOf(LEASE.title))).toBe('Corrections');
    expect(storedStatus(environment, LEASE.id)).toBe('CORRECTING');
    await waitFor(() => expect(screen.queryByTestId('document-panel')).toBeNull());
  });

  test('a ValidationFailed answer to a correction request (an error member too) rolls the status back', async () => {
    const { environment } = await openDocumentsScreen([LEASE]);
    const panel = await openPanel(environment, LEASE);

    fireEvent.click(within(panel).getByTestId('action-request-correction'));
    fireEvent.submit(await within(panel).findByTestId('decision-note'));

    const mutation = pendingOperation(environment, REQUEST_CORRECTION);
    expect(mutation.request.variables).toEqual({ id: LEASE.id, comment: null });
    await waitFor(() => expect(storedStatus(environment, LEASE.id)).toBe('CORRECTING'));

    act(() =>
      environment.mock.resolve(mutation, {
        data: { requestDocumentCorrection: { __typename: 'ValidationFailed', __isError: 'ValidationFailed', code: 'VALIDATION_FAILED' } },
      }),
    );

    const toast = await screen.findByTestId('toast-error');
    expect(within(toast).getByText('Vérifiez les champs du formulaire')).toBeTruthy();
    await waitFor(() => expect(statusOf(rowOf(LEASE.title))).toBe('En attente'));
    expect(storedStatus(environment, LEASE.id)).toBe('PENDING');
    expect(within(screen.getByTestId('document-panel')).getByTestId('action-request-correction')).toBeTruthy();
  });

  test('a failed request (network error) rolls the optimistic status back and shows the generic error in English', async () => {
    const { environment } = await openDocumentsScreen([LEASE], 'en');
    const panel = await openPanel(environment, LEASE);

    fireEvent.click(within(await askApproval(environment, panel)).getByTestId('approval-confirm'));
    const mutation = pendingOperation(environment, APPROVE);
    await waitFor(() => expect(statusOf(rowOf(LEASE.title))).toBe('Signed'));
    act(() => environment.mock.reject(mutation, new Error('offline')));

    const toast = await screen.findByTestId('toast-error');
    expect(within(toast).getByText('Error')).toBeTruthy();
    expect(within(toast).getByText('Unable to update the document')).toBeTruthy();
    await waitFor(() => expect(statusOf(rowOf(LEASE.title))).toBe('Pending'));
    expect(storedStatus(environment, LEASE.id)).toBe('PENDING');
    expect(screen.getByTestId('document-panel-title').textContent).toBe(LEASE.title);
    expect((within(screen.getByTestId('document-panel')).getByTestId('action-approve') as HTMLButtonElement).disabled).toBe(false);
  });

  test('a refusal naming the status the document now has shows that status, in the row and in the toast, without asking again', async () => {
    const { environment } = await openDocumentsScreen([LEASE]);
    const panel = await openPanel(environment, LEASE);

    fireEvent.click(within(panel).getByTestId('action-refuse'));
    fireEvent.click(await within(panel).findByTestId('decision-confirm'));
    const mutation = pendingOperation(environment, REFUSE);
    act(() =>
      environment.mock.resolve(mutation, {
        data: { refuseDocument: { __typename: 'DocumentNotPending', __isError: 'DocumentNotPending', code: 'ALREADY_DECIDED', status: 'SIGNED' } },
      }),
    );

    const toast = await screen.findByTestId('toast-error');
    expect(within(toast).getByText('Une décision vient d’être prise sur ce document : Signé')).toBeTruthy();
    await waitFor(() => expect(statusOf(rowOf(LEASE.title))).toBe('Signé'));
    expect(storedStatus(environment, LEASE.id)).toBe('SIGNED');
  });

  test('an error answer leaves the server’s truth, not the state before the click: a change pushed while the decision travels stays', async () => {
    const { environment } = await openDocumentsScreen([LEASE]);
    const panel = await openPanel(environment, LEASE);
    await waitFor(() => expect(pendingOperationNames(environment)).toContain(SUBSCRIPTION));

    fireEvent.click(within(panel).getByTestId('action-refuse'));
    fireEvent.click(await within(panel).findByTestId('decision-confirm'));
    const mutation = pendingOperation(environment, REFUSE);
    await waitFor(() => expect(statusOf(rowOf(LEASE.title))).toBe('Refusé'));

    // Meanwhile another reviewer signs it: the server says SIGNED; the optimistic status stays on top until the answer.
    pushChange(environment, 'UPDATED', { ...LEASE, status: 'SIGNED' });
    expect(statusOf(rowOf(LEASE.title))).toBe('Refusé');

    act(() =>
      environment.mock.resolve(mutation, {
        data: { refuseDocument: { __typename: 'AppError', __isError: 'AppError', code: 'DOCUMENT_NOT_PENDING' } },
      }),
    );

    expect(await within(await screen.findByTestId('toast-error')).findByText('Ce document a déjà été traité')).toBeTruthy();
    await waitFor(() => expect(statusOf(rowOf(LEASE.title))).toBe('Signé'));
    expect(storedStatus(environment, LEASE.id)).toBe('SIGNED');
  });
});

describe('documents screen: live changes (documentChanged subscription)', () => {
  test('the screen subscribes once its list is shown, and only once', async () => {
    const { environment } = await openDocumentsScreen([LEASE]);
    await waitFor(() => expect(pendingOperationNames(environment)).toContain(SUBSCRIPTION));
    expect(pendingOperationNames(environment).filter((name) => name === SUBSCRIPTION)).toHaveLength(1);
    expect(pendingOperation(environment, SUBSCRIPTION).request.node.params.operationKind).toBe('subscription');
  });

  test('an UPDATED event patches the row in place: new status and risk score', async () => {
    const { environment } = await openDocumentsScreen([LEASE, INVOICE]);
    await waitFor(() => expect(pendingOperationNames(environment)).toContain(SUBSCRIPTION));

    pushChange(environment, 'UPDATED', { ...LEASE, status: 'SIGNED', riskScore: 3, riskLevel: 'LOW' });

    await waitFor(() => expect(statusOf(rowOf(LEASE.title))).toBe('Signé'));
    expect(riskOf(rowOf(LEASE.title))).toBe('Risque 3');
    expect(within(rowOf(LEASE.title)).getByTestId('risk-badge').getAttribute('data-band')).toBe('SAFE');
    expect(titles()).toEqual([LEASE.title, INVOICE.title]);
    expect(statusOf(rowOf(INVOICE.title))).toBe('Signé');
    expect(riskOf(rowOf(INVOICE.title))).toBe('Risque 2');
  });

  test('an UPDATED event also refreshes the open panel', async () => {
    const { environment } = await openDocumentsScreen([LEASE, INVOICE]);
    const panel = await openPanel(environment, LEASE);

    pushChange(environment, 'UPDATED', { ...LEASE, status: 'REFUSED' });

    await waitFor(() => expect(within(panel).getByTestId('document-processed').textContent).toMatch(/Refusé$/));
    expect(within(panel).queryByTestId('document-actions')).toBeNull();
  });

  test('a CREATED event puts the new document at the top of the list, once', async () => {
    const { environment } = await openDocumentsScreen([LEASE, INVOICE]);
    await waitFor(() => expect(pendingOperationNames(environment)).toContain(SUBSCRIPTION));
    const quote = documentFixture({ id: 'RG9jdW1lbnQ6cXVvdGU=', title: 'Devis travaux.pdf', riskScore: 6, riskLevel: 'MED' });

    pushChange(environment, 'CREATED', quote);
    await waitFor(() => expect(titles()).toEqual([quote.title, LEASE.title, INVOICE.title]));
    expect(riskOf(rowOf(quote.title))).toBe('Risque 6');
    expect(statusOf(rowOf(quote.title))).toBe('En attente');

    pushChange(environment, 'CREATED', quote);
    expect(titles()).toEqual([quote.title, LEASE.title, INVOICE.title]);
  });

  test('a DELETED event removes the row; the last one gone shows the empty state', async () => {
    const { environment } = await openDocumentsScreen([LEASE, INVOICE]);
    await waitFor(() => expect(pendingOperationNames(environment)).toContain(SUBSCRIPTION));

    pushChange(environment, 'DELETED', INVOICE);
    await waitFor(() => expect(titles()).toEqual([LEASE.title]));

    pushChange(environment, 'DELETED', LEASE);
    expect(await screen.findByTestId('documents-empty')).toBeTruthy();
  });
});

describe('documents screen: the import form', () => {
  test('a file the server finds over its limit (lowered since the page loaded) stays chosen, and the form names the new limit', async () => {
    const { environment } = renderScreen({ path: '/documents', Component: DocumentsScreen, query: documentsScreenQuery }, { otherPaths: ['/documents/:id'] });
    await waitFor(() => expect(pendingOperationNames(environment)).toContain('DocumentsScreenQuery'));
    act(() =>
      resolveOperation(environment, 'DocumentsScreenQuery', { ...listResolvers([LEASE]), ServiceSettings: () => ({ documentMaxBytes: 10 * 1024 * 1024 }) }),
    );
    fireEvent.click(await screen.findByTestId('import-toggle'));
    const file = new File([new Uint8Array(3 * 1024 * 1024)], 'bail-commercial.pdf', { type: 'application/pdf' });
    fireEvent.change(await screen.findByTestId('upload-file'), { target: { files: [file] } });
    expect(screen.getByTestId('upload-hint').textContent).toBe('PDF, DOC, DOCX ou TXT, 10\u202fMo maximum');
    fireEvent.click(screen.getByTestId('upload-submit'));

    const upload = pendingOperation(environment, 'documentMutationsUploadMutation');
    act(() =>
      environment.mock.resolve(upload, {
        data: { uploadDocument: { __typename: 'FileTooLarge', code: 'FILE_TOO_LARGE', maxBytes: 2 * 1024 * 1024 } },
      }),
    );

    await waitFor(() =>
      expect(screen.getByTestId('upload-too-large').textContent).toBe(
        '« bail-commercial.pdf » dépasse 2\u202fMo, la taille maximale acceptée : choisissez un fichier plus léger.',
      ),
    );
    expect(screen.getByTestId('upload-file-name').textContent).toBe('bail-commercial.pdf');
    expect((screen.getByTestId('upload-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });
});
