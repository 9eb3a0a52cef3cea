import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { AutomationsTab } from '../../../web/src/screens/settings/AutomationsTab';
import { pendingOperation, renderScreen, resolveOperation, TRIAL_ENDED_ANSWER, TRIAL_ENDED_TEXT } from '../render-screen';

// A busy machine (a type check or a build alongside) makes the first render slow: wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

const RULES = [
  {
    id: 'rule-sign',
    kind: 'AUTO_SIGN',
    enabled: true,
    documentType: 'NDA',
    riskMin: 1,
    riskMax: 2,
    senderStatus: 'TRUSTED',
    enabledByName: 'Alice Martin',
    enabledAt: '2026-11-20T09:00:00.000Z',
    lastRuns: [],
  },
  {
    id: 'rule-reminder',
    kind: 'REMINDER',
    enabled: false,
    documentType: 'ANY',
    riskMin: 1,
    riskMax: 10,
    senderStatus: null,
    enabledByName: null,
    enabledAt: null,
    lastRuns: [{ at: '2026-11-21T10:00:00.000Z', outcome: 'CANCELLED', reason: 'DECIDED', documentId: 'RG9jdW1lbnQ6MQ==', documentTitle: 'Bail commercial' }],
  },
];

/** The tab as a manager sees it: the automatic signature read-only, the reminder editable. */
async function managerTab() {
  const rendered = renderScreen({ path: '/settings', Component: AutomationsTab }, { language: 'fr' });
  act(() =>
    resolveOperation(rendered.environment, 'AutomationsTabQuery', {
      Viewer: () => ({ role: 'MANAGER' }),
      Query: () => ({ automationRules: RULES }),
    }),
  );
  await screen.findByTestId('automation-REMINDER');
  return rendered;
}

describe('the Automations tab', () => {
  test('shows each rule with who enabled it and its last runs; a manager cannot change the automatic signature', async () => {
    await managerTab();
    const sign = screen.getByTestId('automation-AUTO_SIGN');
    expect(within(sign).getByTestId('automation-enabled-by').textContent).toMatch(/^Activée par Alice Martin le 20 novembre 2026/);
    expect(within(sign).getByText('Seul un administrateur peut modifier la signature automatique : elle signe en son nom.')).toBeTruthy();
    expect(within(sign).queryByTestId('automation-save')).toBeNull();
    const reminder = screen.getByTestId('automation-REMINDER');
    expect(within(reminder).getByTestId('automation-runs').textContent).toContain('Bail commercial');
    expect(within(reminder).getByTestId('automation-runs').textContent).toContain('Annulée — une décision a été prise avant');
    // How a document without a sender counts is said where it matters: a rule for trusted senders.
    expect(within(sign).getByTestId('automation-sender-help').textContent).toBe(
      'Un document sans expéditeur (déposé par un membre ou par l’API) compte comme de confiance.',
    );
    expect(within(reminder).queryByTestId('automation-sender-help')).toBeNull();
  });

  test('refuses a range out of order before sending, then saves an explicit range and says so', async () => {
    const { environment } = await managerTab();
    const reminder = screen.getByTestId('automation-REMINDER');
    fireEvent.change(within(reminder).getByTestId('automation-risk-band'), { target: { value: 'CUSTOM' } });
    const [min, max] = within(reminder).getAllByRole('spinbutton');
    fireEvent.change(min, { target: { value: '6' } });
    fireEvent.change(max, { target: { value: '3' } });
    expect(
      within(reminder).getByText('Choisissez une bande de risque, ou des scores entiers de 1 à 10 dont le minimum ne dépasse pas le maximum.'),
    ).toBeTruthy();
    expect((within(reminder).getByTestId('automation-save') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(max, { target: { value: '9' } });
    fireEvent.click(within(reminder).getByTestId('automation-save'));
    const mutation = await waitFor(() => pendingOperation(environment, 'AutomationsTabMutation'));
    expect(mutation.request.variables).toEqual({
      input: { id: 'rule-reminder', enabled: false, documentType: 'ANY', senderStatus: null, riskMin: 6, riskMax: 9 },
    });
    act(() =>
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, {
          MutationUpdateAutomationRuleResult: () => ({ __typename: 'MutationUpdateAutomationRuleSuccess' }),
          AutomationRule: () => ({ ...RULES[1], riskMin: 6, riskMax: 9 }),
        }),
      ),
    );
    expect(await screen.findByText('Automatisation enregistrée.')).toBeTruthy();
  });

  test('says why a change refused for the whole operation failed: the trial or subscription ended', async () => {
    const { environment } = await managerTab();
    const reminder = screen.getByTestId('automation-REMINDER');
    fireEvent.change(within(reminder).getByTestId('automation-risk-band'), { target: { value: 'DANGER' } });
    fireEvent.click(within(reminder).getByTestId('automation-save'));
    const mutation = await waitFor(() => pendingOperation(environment, 'AutomationsTabMutation'));
    act(() => environment.mock.resolve(mutation, TRIAL_ENDED_ANSWER as never));
    const toast = await screen.findByTestId('toast-error');
    expect(within(toast).getByText(TRIAL_ENDED_TEXT)).toBeTruthy();
  });
});
