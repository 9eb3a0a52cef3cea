import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRefuseDocumentMutation, useUpdateDocumentMutation, useUploadDocumentMutation } from '../../../web/src/screens/documents/documentMutations';
import { pendingOperation, renderScreen, TRIAL_ENDED_ANSWER, TRIAL_ENDED_TEXT, type MockEnvironment } from '../render-screen';

// A busy machine (a type check or a build alongside) makes the first render slow: wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

const UPDATE = 'documentMutationsUpdateMutation';
const ID = 'RG9jdW1lbnQ6dHJpYWdl';

/** The triage hook alone, as the advanced screen calls it: one button per edit. */
function Triage() {
  const [update, inFlight] = useUpdateDocumentMutation();
  return (
    <>
      <button data-testid="set-priority" onClick={() => update({ id: ID, priority: 'URGENT' })} />
      <button data-testid="set-tags" onClick={() => update({ id: ID, tags: [' urgent ', 'bail', 'urgent', '  '] })} />
      <p data-testid="in-flight">{String(inFlight)}</p>
    </>
  );
}

/** Mounts the hook with a document in the store (priority NORMAL, one tag), kept from garbage collection. */
async function mountTriage() {
  const rendered = renderScreen({ path: '/triage', Component: Triage });
  const { environment } = rendered;
  environment.getStore().holdGC();
  act(() =>
    environment.commitUpdate((store) => {
      const document = store.create(ID, 'Document');
      document.setValue(ID, 'id');
      document.setValue('NORMAL', 'priority');
      document.setValue(['ancien'], 'tags');
    }),
  );
  await screen.findByTestId('set-priority');
  return rendered;
}

const stored = (environment: MockEnvironment) => {
  const record = environment.getStore().getSource().get(ID);
  return { priority: record?.priority, tags: record?.tags };
};

describe('useUpdateDocumentMutation: priority and tags show at once', () => {
  test('a new priority is in the store before the answer, and the answer keeps it', async () => {
    const { environment } = await mountTriage();

    fireEvent.click(screen.getByTestId('set-priority'));
    const mutation = pendingOperation(environment, UPDATE);
    expect(mutation.request.variables).toEqual({ input: { id: ID, priority: 'URGENT' } });
    expect(stored(environment)).toEqual({ priority: 'URGENT', tags: ['ancien'] });
    await waitFor(() => expect(screen.getByTestId('in-flight').textContent).toBe('true'));

    act(() =>
      environment.mock.resolve(mutation, {
        data: { updateDocument: { __typename: 'MutationUpdateDocumentSuccess', document: { id: ID, priority: 'URGENT', tags: ['ancien'] } } },
      }),
    );

    expect(stored(environment)).toEqual({ priority: 'URGENT', tags: ['ancien'] });
    await waitFor(() => expect(screen.getByTestId('in-flight').textContent).toBe('false'));
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  test('new tags show as the server keeps them (trimmed, no blanks, each once), and the server’s answer has the last word', async () => {
    const { environment } = await mountTriage();

    fireEvent.click(screen.getByTestId('set-tags'));
    const mutation = pendingOperation(environment, UPDATE);
    expect(stored(environment)).toEqual({ priority: 'NORMAL', tags: ['urgent', 'bail'] });

    act(() =>
      environment.mock.resolve(mutation, {
        data: { updateDocument: { __typename: 'MutationUpdateDocumentSuccess', document: { id: ID, priority: 'NORMAL', tags: ['urgent', 'bail', 'vu'] } } },
      }),
    );
    expect(stored(environment)).toEqual({ priority: 'NORMAL', tags: ['urgent', 'bail', 'vu'] });
  });

  test('an error answer (ValidationFailed) rolls the tags back and says the update failed', async () => {
    const { environment } = await mountTriage();

    fireEvent.click(screen.getByTestId('set-tags'));
    const mutation = pendingOperation(environment, UPDATE);
    expect(stored(environment).tags).toEqual(['urgent', 'bail']);

    act(() =>
      environment.mock.resolve(mutation, {
        data: { updateDocument: { __typename: 'ValidationFailed', __isError: 'ValidationFailed', code: 'VALIDATION_FAILED' } },
      }),
    );

    expect(stored(environment)).toEqual({ priority: 'NORMAL', tags: ['ancien'] });
    const toast = await screen.findByTestId('toast-error');
    expect(within(toast).getByText('Impossible de mettre à jour le document')).toBeTruthy();
  });

  test('a failed request (network error) rolls the priority back and says the update failed', async () => {
    const { environment } = await mountTriage();

    fireEvent.click(screen.getByTestId('set-priority'));
    const mutation = pendingOperation(environment, UPDATE);
    expect(stored(environment).priority).toBe('URGENT');

    act(() => environment.mock.reject(mutation, new Error('offline')));

    expect(stored(environment)).toEqual({ priority: 'NORMAL', tags: ['ancien'] });
    const toast = await screen.findByTestId('toast-error');
    expect(within(toast).getByText('Impossible de mettre à jour le document')).toBeTruthy();
  });
});

function Refusal() {
  const [refuse] = useRefuseDocumentMutation();
  return <button data-testid="refuse" onClick={() => refuse(ID, null)} />;
}

describe('a change refused for the whole operation says why', () => {
  test('a triage refused after the trial says the trial ended, not only that it failed', async () => {
    const { environment } = await mountTriage();
    fireEvent.click(screen.getByTestId('set-priority'));
    act(() => environment.mock.resolve(pendingOperation(environment, UPDATE), TRIAL_ENDED_ANSWER as never));
    expect(stored(environment)).toEqual({ priority: 'NORMAL', tags: ['ancien'] });
    const toast = await screen.findByTestId('toast-error');
    expect(within(toast).getByText(TRIAL_ENDED_TEXT)).toBeTruthy();
  });

  test('so does a refusal (a decision)', async () => {
    const { environment } = renderScreen({ path: '/refuse', Component: Refusal });
    fireEvent.click(await screen.findByTestId('refuse'));
    act(() => environment.mock.resolve(pendingOperation(environment, 'documentMutationsRefuseMutation'), TRIAL_ENDED_ANSWER as never));
    const toast = await screen.findByTestId('toast-error');
    expect(within(toast).getByText(TRIAL_ENDED_TEXT)).toBeTruthy();
  });
});

const UPLOAD = 'documentMutationsUploadMutation';
const CONTRACT = new File(['A contract.'], 'contract.txt', { type: 'text/plain' });
const OTHER = new File(['Another contract.'], 'other.txt', { type: 'text/plain' });

/** The upload hook alone: one button per file, as the upload panel sends them. */
function Uploads() {
  const [upload] = useUploadDocumentMutation();
  const send = (file: File) =>
    upload(
      { title: file.name, file, senderEmail: null, senderName: null },
      'client:root:documents',
      () => undefined,
      () => undefined,
    );
  return (
    <>
      <button data-testid="upload-contract" onClick={() => send(CONTRACT)} />
      <button data-testid="upload-other" onClick={() => send(OTHER)} />
    </>
  );
}

describe('useUploadDocumentMutation: a retried upload cannot file the document twice', () => {
  test('sending the same upload again after a failure reuses its idempotency key; a success or another upload takes a new one', async () => {
    const { environment } = renderScreen({ path: '/uploads', Component: Uploads });
    const sent = async (button: string) => {
      fireEvent.click(await screen.findByTestId(button));
      return pendingOperation(environment, UPLOAD);
    };
    const keyOf = (operation: ReturnType<typeof pendingOperation>) => (operation.request.variables.input as { idempotencyKey: string }).idempotencyKey;

    const first = await sent('upload-contract');
    act(() => environment.mock.reject(first, new Error('The service is briefly unavailable')));
    const retry = await sent('upload-contract');
    expect(keyOf(retry)).toBe(keyOf(first));
    act(() =>
      environment.mock.resolve(retry, { data: { uploadDocument: { __typename: 'MutationUploadDocumentSuccess', document: { id: 'RG9jdW1lbnQ6MQ==' } } } }),
    );

    const next = await sent('upload-contract');
    expect(keyOf(next)).not.toBe(keyOf(first));
    act(() => environment.mock.reject(next, new Error('The service is briefly unavailable')));
    const other = await sent('upload-other');
    expect(keyOf(other)).not.toBe(keyOf(next));
  });
});
