import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import type { Language } from '../../../web/src/i18n/languages';
import {
  useRefuseSignatureMutation,
  useRequestSignaturesMutation,
  useSignAsRequestedMutation,
} from '../../../web/src/screens/documents/signatureRequestMutations';
import { pendingOperation, renderScreen } from '../render-screen';

// A busy machine (a type check or a build alongside) makes the first render slow: wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

const ID = 'RG9jdW1lbnQ6c2lnbmF0dXJlcw==';

/** The three signature-request hooks, as SignatureRequestPanel calls them: one button each. */
function SignatureActions() {
  const [request] = useRequestSignaturesMutation();
  const [sign] = useSignAsRequestedMutation();
  const [refuse] = useRefuseSignatureMutation();
  const done = () => undefined;
  return (
    <>
      <button data-testid="request" onClick={() => request(ID, ['VXNlcjox', 'VXNlcjoy'], 'SEQUENTIAL', done)} />
      <button data-testid="sign" onClick={() => sign(ID, { signatureType: 'SIMPLE', location: 'Lyon', drawnSignature: null }, done)} />
      <button data-testid="refuse" onClick={() => refuse(ID, 'Le montant a changé', done)} />
    </>
  );
}

const CASES = [
  ['request', 'signatureRequestMutationsRequestMutation', 'requestSignatures'],
  ['sign', 'signatureRequestMutationsSignMutation', 'signAsRequested'],
  ['refuse', 'signatureRequestMutationsRefuseMutation', 'refuseSignature'],
] as const;

/** Clicks the button with a pending document in the store, answers the mutation, and gives the toast and the status the store then holds. */
async function answered(button: string, operation: string, answer: object, language: Language = 'fr') {
  const { environment } = renderScreen({ path: '/documents/signatures', Component: SignatureActions }, { language });
  environment.getStore().holdGC();
  act(() =>
    environment.commitUpdate((store) => {
      const document = store.create(ID, 'Document');
      document.setValue(ID, 'id');
      document.setValue('PENDING', 'status');
    }),
  );
  fireEvent.click(await screen.findByTestId(button));
  act(() => environment.mock.resolve(pendingOperation(environment, operation), { data: answer }));
  const toast = await screen.findByTestId('toast-error');
  return { toast, status: environment.getStore().getSource().get(ID)?.status };
}

const notPending = (field: string, code: string, status: string) => ({
  [field]: { __typename: 'DocumentNotPending', __isError: 'DocumentNotPending', code, status },
});

describe('a signature request refused for a document no longer pending says where it stands', () => {
  test.each(CASES)('%s: the toast names the status the document has now, and the document takes it', async (button, operation, field) => {
    const { toast, status } = await answered(button, operation, notPending(field, 'DOCUMENT_NOT_PENDING', 'REFUSED'));
    expect(within(toast).getByText('Ce document a déjà été traité : Refusé')).toBeTruthy();
    expect(status).toBe('REFUSED');
  });

  test.each(CASES)('%s: in English, a decision made a moment before', async (button, operation, field) => {
    const { toast, status } = await answered(button, operation, notPending(field, 'ALREADY_DECIDED', 'SIGNED'), 'en');
    expect(within(toast).getByText('A decision on this document was made a moment ago: Signed')).toBeTruthy();
    expect(status).toBe('SIGNED');
  });

  test('another refusal keeps the words of the signature request', async () => {
    const { toast, status } = await answered('sign', 'signatureRequestMutationsSignMutation', {
      signAsRequested: { __typename: 'AppError', __isError: 'AppError', code: 'NOT_YOUR_TURN' },
    });
    expect(within(toast).getByText('Un signataire précédent n’a pas encore signé.')).toBeTruthy();
    expect(status).toBe('PENDING');
  });
});
