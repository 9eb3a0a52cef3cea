import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { AuditLogCard } from '../../../web/src/screens/settings/AuditLogCard';
import { renderScreen, resolveOperation } from '../render-screen';

configure({ asyncUtilTimeout: 5000 });

const ENTRIES = [
  {
    id: 'e1',
    action: 'member.role_changed',
    severity: 'HIGH',
    actorName: 'Alice Martin',
    actorEmail: 'alice@example.com',
    entityType: 'User',
    details: { to: 'MANAGER', from: 'USER', email: 'paul@example.com' },
    ip: '203.0.113.7',
    createdAt: '2026-11-20T09:00:00.000Z',
  },
  {
    id: 'e2',
    action: 'sender.updated',
    severity: 'MEDIUM',
    actorName: 'Alice Martin',
    actorEmail: 'alice@example.com',
    entityType: 'Sender',
    details: { from: { status: null, category: 'SUPPLIER' }, to: { status: 'BLOCKED', category: 'SUPPLIER' } },
    ip: null,
    createdAt: '2026-11-20T08:00:00.000Z',
  },
  {
    id: 'e3',
    action: 'automation.ran',
    severity: 'LOW',
    actorName: null,
    actorEmail: null,
    entityType: 'AutomationRule',
    details: {
      actor: 'automation',
      kind: 'REMINDER',
      documentId: 'd-1',
      documentTitle: 'Bail commercial',
      outcome: 'REMINDED',
      reason: null,
      recipientUserIds: ['u-1'],
    },
    ip: null,
    createdAt: '2026-11-20T07:00:00.000Z',
  },
  {
    id: 'e4',
    action: 'organization.security_updated',
    severity: 'HIGH',
    actorName: 'Alice Martin',
    actorEmail: 'alice@example.com',
    entityType: 'Organization',
    details: {
      before: { requireSecondFactor: false, sessionLifetimeHours: null, signInMethods: ['PASSWORD', 'GOOGLE'] },
      after: { requireSecondFactor: true, sessionLifetimeHours: null, signInMethods: ['PASSWORD', 'GOOGLE'] },
    },
    ip: null,
    createdAt: '2026-11-20T06:00:00.000Z',
  },
  {
    id: 'e5',
    action: 'audit.exported',
    severity: 'MEDIUM',
    actorName: 'Alice Martin',
    actorEmail: 'alice@example.com',
    entityType: 'AuditEvent',
    details: { to: null, area: 'member', from: '2026-11-01T00:00:00.000Z' },
    ip: null,
    createdAt: '2026-11-20T05:00:00.000Z',
  },
  {
    id: 'e6',
    action: 'auth.signed_in',
    severity: 'LOW',
    actorName: 'Alice Martin',
    actorEmail: 'alice@example.com',
    entityType: 'User',
    details: { method: 'email_verification' },
    ip: null,
    createdAt: '2026-11-20T04:00:00.000Z',
  },
  {
    id: 'e7',
    action: 'cloud.share_created',
    severity: 'MEDIUM',
    actorName: 'Alice Martin',
    actorEmail: 'alice@example.com',
    entityType: 'CloudShareLink',
    details: { file: 'tarifs.pdf', password: false, expiresAt: '2026-12-07T11:25:00.000Z' },
    ip: null,
    createdAt: '2026-11-20T03:00:00.000Z',
  },
  {
    id: 'e8',
    action: 'member.invitation_revoked',
    severity: 'MEDIUM',
    actorName: 'Alice Martin',
    actorEmail: 'alice@example.com',
    entityType: 'Invitation',
    details: { email: 'guest@example.com', reason: 'MEMBERSHIP_ENDED' },
    ip: null,
    createdAt: '2026-11-20T02:00:00.000Z',
  },
];

async function renderLog(language: 'fr' | 'en') {
  const rendered = renderScreen({ path: '/settings', Component: AuditLogCard }, { language });
  act(() => resolveOperation(rendered.environment, 'AuditLogCardMembersQuery', { Query: () => ({ teamMembers: [] }) }));
  act(() =>
    resolveOperation(rendered.environment, 'AuditLogCardQuery', {
      Query: () => ({ auditEvents: { entries: ENTRIES, hasNextPage: false, endCursor: null } }),
    }),
  );
  await screen.findAllByTestId('audit-entry');
  const details = (id: string) =>
    within(screen.getAllByTestId('audit-entry')[ENTRIES.findIndex((entry) => entry.id === id)])
      .getByTestId('audit-details')
      .querySelectorAll('[data-testid="audit-detail"]');
  const lines = (id: string) => [...details(id)].map((line) => line.textContent);
  return { lines };
}

describe('the audit log’s details', () => {
  test('word what each entry recorded in French: the kind of thing, a change, the fields that changed, no row ids', async () => {
    const { lines } = await renderLog('fr');
    expect(within(screen.getAllByTestId('audit-entry')[0]).getByTestId('audit-details').textContent).toContain('Membre');
    expect(lines('e1')).toEqual(['E-mail : paul@example.com', 'Changement : Utilisateur → Manager']);
    expect(lines('e2')).toEqual(['Statut : — → Bloqué']);
    expect(lines('e3')).toEqual(['Document : Bail commercial', 'Auteur : automatisation', 'Règle : Relance', 'Résultat : Relance envoyée']);
    expect(lines('e4')).toEqual(['Second facteur obligatoire : non → oui']);
    expect(lines('e6')).toEqual(['Méthode : confirmation de l’adresse']);
    // Every field of a share link and of a revocation under its name, none as the server calls it.
    expect(lines('e7')).toEqual([
      'Fichier : tarifs.pdf',
      'Mot de passe demandé : non',
      `Expire le : ${new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-12-07T11:25:00.000Z'))}`,
    ]);
    expect(lines('e8')).toEqual(['E-mail : guest@example.com', 'Motif : fin d’adhésion']);
    // An export's days are a period, its area worded as the filter words it.
    expect(lines('e5')).toEqual([
      `Période : ${new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-01T00:00:00.000Z'))} → —`,
      'Domaine : Membres',
    ]);
  });

  test('and in English', async () => {
    const { lines } = await renderLog('en');
    expect(lines('e1')).toEqual(['Email: paul@example.com', 'Change: User → Manager']);
    expect(lines('e4')).toEqual(['Second factor required: no → yes']);
    expect(lines('e6')).toEqual(['Method: address confirmation']);
  });

  test('reads a period typed the wrong way round the right way round', async () => {
    await renderLog('en');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-01' } });
    const csv = new URL(screen.getByTestId('audit-csv').getAttribute('href')!, 'http://localhost');
    expect(new Date(csv.searchParams.get('from')!).getTime()).toBeLessThan(new Date(csv.searchParams.get('to')!).getTime());
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-12-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-12-05');
  });
});
