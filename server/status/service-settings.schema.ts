import { builder } from '../graphql/builder';
import { TERMS_VERSION } from '../shared/legal';

interface ServiceSettings {
  documentMaxBytes: number;
  cloudFileMaxBytes: number;
  mailSyncIntervalMinutes: number;
  termsVersion: string;
}

const ServiceSettingsRef = builder.objectRef<ServiceSettings>('ServiceSettings').implement({
  description: 'What this server is set to that people are told before they act: the largest files it accepts, how often it reads mailboxes.',
  fields: (t) => ({
    documentMaxBytes: t.exposeFloat('documentMaxBytes', {
      description: 'Largest document accepted for review (upload, API, mailboxes, the cloud area with analysis), in bytes.',
    }),
    cloudFileMaxBytes: t.exposeFloat('cloudFileMaxBytes', { description: 'Largest file kept in the cloud area without analysis, in bytes.' }),
    mailSyncIntervalMinutes: t.exposeInt('mailSyncIntervalMinutes', {
      description: 'How often every connected mailbox is read, in whole minutes (at least 1).',
    }),
    termsVersion: t.exposeString('termsVersion', {
      description: 'Version of the terms of use and privacy policy in force (`YYYY-MM`, the month of their last change): what `acceptTerms` takes.',
    }),
  }),
});

builder.queryField('serviceSettings', (t) =>
  t.field({
    type: ServiceSettingsRef,
    description: 'What this server is set to that people are told about (no sign-in needed).',
    resolve: (_root, _args, { services: { config } }) => ({
      documentMaxBytes: config.MAX_UPLOAD_BYTES,
      cloudFileMaxBytes: config.MAX_CLOUD_UPLOAD_BYTES,
      mailSyncIntervalMinutes: Math.max(1, Math.round(config.MAIL_SYNC_INTERVAL_MS / 60_000)),
      termsVersion: TERMS_VERSION,
    }),
  }),
);
