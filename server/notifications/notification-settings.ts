import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { assertCan } from '../access/policy';
import { openSecret, sealSecret } from '../security/secret-box';
import type { Viewer } from '../access/viewer';
import type { NotificationSettings as SettingsRow } from '../db/generated/client';
import { AppError, ValidationFailed } from '../errors';
import { isPublicAddress, parseOutboundUrl } from '../outbound/public-address';
import type { Services } from '../services';
import { NOTIFICATION_TYPES, type NotificationType } from './notify';

/** What a member receives and how, as the settings tab shows it. */
export interface NotificationSettings {
  emailEnabled: boolean;
  slackEnabled: boolean;
  /** Host of the saved Slack incoming webhook (the URL itself is a credential and is never shown again). */
  slackWebhookHost: string | null;
  /** The types that reach the member. */
  types: NotificationType[];
}

export interface NotificationSettingsInput {
  emailEnabled?: boolean | null;
  slackEnabled?: boolean | null;
  /** A new Slack incoming-webhook URL; an empty string forgets the saved one; absent keeps it. */
  slackWebhookUrl?: string | null;
  /** The types that should reach the member; absent keeps the current choice. */
  types?: string[] | null;
}

const DEFAULTS = { emailEnabled: true, slackEnabled: false, slackWebhookSealed: null, mutedTypes: [] as NotificationType[] };

/** Slack's own incoming-webhook addresses, accepted without asking the DNS. */
const SLACK_HOOKS = /^https:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9_/-]+$/;

/** The signed-in member's own notification settings (defaults until they change any). */
export async function getNotificationSettings(services: Services, viewer: Viewer | null): Promise<NotificationSettings> {
  const person = assertCan(viewer, 'notification.manage');
  const row = await services.db.prisma.notificationSettings.findUnique({ where: { userId: person.userId } });
  return present(services, row ?? DEFAULTS);
}

/** Saves the member's switches and Slack webhook; a bad URL or type changes nothing. */
export async function updateNotificationSettings(services: Services, viewer: Viewer | null, input: NotificationSettingsInput): Promise<NotificationSettings> {
  const person = assertCan(viewer, 'notification.manage');
  const types = input.types ?? null;
  if (types && !types.every((type) => (NOTIFICATION_TYPES as readonly string[]).includes(type))) {
    throw new ValidationFailed([{ path: 'input.types', message: 'Unknown notification type', code: 'NOTIFICATION_TYPE_UNKNOWN' }]);
  }
  const url = input.slackWebhookUrl?.trim();
  if (url) await assertSlackWebhookUrl(url, services.config.ALLOW_PRIVATE_FETCH);
  const { prisma } = services.db;
  const current = (await prisma.notificationSettings.findUnique({ where: { userId: person.userId } })) ?? DEFAULTS;
  const next = {
    emailEnabled: input.emailEnabled ?? current.emailEnabled,
    slackEnabled: input.slackEnabled ?? current.slackEnabled,
    slackWebhookSealed: url ? sealSecret(url, services.config.ENCRYPTION_KEY) : input.slackWebhookUrl === '' ? null : current.slackWebhookSealed,
    mutedTypes: types ? NOTIFICATION_TYPES.filter((type) => !types.includes(type)) : current.mutedTypes,
  };
  if (next.slackEnabled && !next.slackWebhookSealed) {
    throw new ValidationFailed([{ path: 'input.slackWebhookUrl', message: 'Slack needs an incoming-webhook URL', code: 'SLACK_WEBHOOK_REQUIRED' }]);
  }
  const row = await prisma.notificationSettings.upsert({ where: { userId: person.userId }, create: { userId: person.userId, ...next }, update: next });
  return present(services, row);
}

/**
 * A Slack incoming webhook: https, and Slack's own hooks address or any public one. Private,
 * loopback and internal names are refused (ALLOW_PRIVATE_FETCH lifts that, with plain http, for
 * tests and intranet deployments); delivery checks the address again when it connects.
 */
async function assertSlackWebhookUrl(raw: string, allowPrivate: boolean): Promise<void> {
  const invalid = (message: string, code = 'SLACK_WEBHOOK_INVALID') => new ValidationFailed([{ path: 'input.slackWebhookUrl', message, code }]);
  let url: URL;
  try {
    url = parseOutboundUrl(raw, { allowPrivate });
  } catch (error) {
    if (error instanceof AppError && error.code === 'ADDRESS_NOT_ALLOWED') throw invalid(error.message, 'ADDRESS_NOT_ALLOWED');
    throw invalid('Not a valid URL');
  }
  if (url.protocol !== 'https:' && !allowPrivate) throw invalid('A Slack webhook URL starts with https://');
  if (SLACK_HOOKS.test(url.toString()) || allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return;
  const addresses = await lookup(host, { all: true }).catch(() => null);
  if (!addresses || addresses.length === 0) throw invalid('This host name does not resolve');
  if (!addresses.every((entry) => isPublicAddress(entry.address))) throw invalid('This address is not reachable from Paraphe', 'ADDRESS_NOT_ALLOWED');
}

function present(services: Services, row: Pick<SettingsRow, 'emailEnabled' | 'slackEnabled' | 'slackWebhookSealed' | 'mutedTypes'>): NotificationSettings {
  return {
    emailEnabled: row.emailEnabled,
    slackEnabled: row.slackEnabled,
    slackWebhookHost: row.slackWebhookSealed ? new URL(openSecret(row.slackWebhookSealed, services.config.ENCRYPTION_KEY)).host : null,
    types: NOTIFICATION_TYPES.filter((type) => !row.mutedTypes.includes(type)),
  };
}
