import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { POLICY } from '../../../server/access/policy';
import { auditSeverity } from '../../../server/audit/audit-severity';
import { DocumentStatus } from '../../../server/db/generated/enums';
import { AUDIT_ACTIONS } from '../../../server/shared/audit-actions';
import { AUDIT_AREAS } from '../../../server/shared/audit-areas';
import { WEBHOOK_EVENT_TYPES } from '../../../server/shared/webhook-event-types';
import { flattenMessages } from '../../../web/src/i18n/languages';

const ROOT = join(import.meta.dirname, '../../..');
const SERVER = join(ROOT, 'server');
const messagesOf = (language: string): Record<string, string> => flattenMessages(JSON.parse(readFileSync(join(ROOT, `lang/${language}.json`), 'utf8')));

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every `'<area>.<verb>'` literal of the server that is not a permission or a webhook event: the actions it writes. */
function writtenActions(): Map<string, string> {
  const shaped = new RegExp(`'((?:${AUDIT_AREAS.join('|')})\\.[a-z_]+)'`, 'g');
  // Permissions and webhook events share the shape; so does a file name.
  const other = new Set<string>([...Object.keys(POLICY), ...WEBHOOK_EVENT_TYPES, 'document.pdf']);
  const found = new Map<string, string>();
  for (const file of sources(SERVER)) {
    if (file.endsWith(join('shared', 'audit-actions.ts'))) continue;
    for (const [, action] of readFileSync(file, 'utf8').matchAll(shaped)) {
      if (!other.has(action)) found.set(action, relative(SERVER, file));
    }
  }
  return found;
}

describe('the audit log’s actions', () => {
  const catalogue = new Set<string>(AUDIT_ACTIONS);

  it('are all in the catalogue, which lists no action the server never writes', () => {
    const written = writtenActions();
    const unlisted = [...written].filter(([action]) => !catalogue.has(action)).map(([action, file]) => `${action} (${file})`);
    expect(unlisted).toEqual([]);
    // A decision's action is made from the status it leads to (`document.${status}`).
    const decisions = Object.values(DocumentStatus).map((status) => `document.${status.toLowerCase()}`);
    // Actions named as a webhook event are written too (document.created, document.deleted), which the scan cannot tell apart.
    const webhookNamed = new Set<string>(WEBHOOK_EVENT_TYPES);
    expect(AUDIT_ACTIONS.filter((action) => !written.has(action) && !decisions.includes(action) && !webhookNamed.has(action))).toEqual([]);
  });

  it.each(['fr', 'en'])('are each worded in %s, and nothing else is', (language) => {
    const flat = messagesOf(language);
    expect(AUDIT_ACTIONS.filter((action) => !flat[`audit.actions.${action}`])).toEqual([]);
    const worded = Object.keys(flat)
      .filter((id) => id.startsWith('audit.actions.'))
      .map((id) => id.slice('audit.actions.'.length));
    expect(worded.filter((action) => !catalogue.has(action))).toEqual([]);
    // Every area the log is filtered by has its name.
    expect(AUDIT_AREAS.filter((area) => !flat[`audit.areas.${area.toUpperCase()}`])).toEqual([]);
  });

  it('are marked for how closely to look at them: by action, else by area', () => {
    expect(
      [
        'cloud.share_password_failed',
        'cloud.share_created',
        'cloud.file_renamed',
        'organization.updated',
        'member.joined',
        'member.removed',
        'auth.signed_in',
      ].map((action) => [action, auditSeverity(action)]),
    ).toEqual([
      ['cloud.share_password_failed', 'HIGH'],
      ['cloud.share_created', 'MEDIUM'],
      ['cloud.file_renamed', 'LOW'],
      ['organization.updated', 'MEDIUM'],
      ['member.joined', 'MEDIUM'],
      ['member.removed', 'HIGH'],
      ['auth.signed_in', 'LOW'],
    ]);
  });
});
