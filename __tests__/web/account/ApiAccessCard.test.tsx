import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiAccessCard } from '../../../web/src/screens/account/ApiAccessCard';
import { pendingOperation, renderScreen } from '../render-screen';

// A busy machine (a type check or a build alongside) makes the first render slow: wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

const KEY = {
  id: 'QXBpS2V5OjE=',
  name: 'ERP',
  prefix: 'ppk_AbCd1234',
  scopes: ['READ', 'WRITE'],
  createdAt: '2026-11-30T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  createdByName: 'Alice Martin',
};

describe('API keys: a new key is listed with its answer', () => {
  test('the first key of an organization shows in the list with the answer that creates it, not after the list is read again', async () => {
    const { environment } = renderScreen({ path: '/settings', Component: ApiAccessCard }, { language: 'en' });
    act(() => environment.mock.resolve(pendingOperation(environment, 'ApiAccessCardQuery'), { data: { apiKeys: [] } }));
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: 'ERP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create a key' }));
    act(() =>
      environment.mock.resolve(pendingOperation(environment, 'apiKeyMutationsCreateMutation'), {
        data: { createApiKey: { __typename: 'MutationCreateApiKeySuccess', created: { key: 'ppk_AbCd1234_secret', apiKey: KEY } } },
      }),
    );

    expect(await screen.findByTestId('api-key-value')).toHaveProperty('textContent', 'ppk_AbCd1234_secret');
    await waitFor(() => expect(screen.getAllByTestId('api-key-row')).toHaveLength(1));
    expect(screen.getByTestId('api-key-row').textContent).toContain('ERP');
    // Whose rights it acts with, and since when.
    expect(screen.getByTestId('api-key-author').textContent).toBe('Created by Alice Martin on Nov 30, 2026');
    expect(screen.queryByText('No API keys yet.')).toBeNull();
  });
});
