import { builder } from '../graphql/builder';

interface UploadLimits {
  documentMaxBytes: number;
  cloudFileMaxBytes: number;
}

const UploadLimitsRef = builder.objectRef<UploadLimits>('UploadLimits').implement({
  description: 'The largest files this server accepts, as configured: screens and clients state them before a file is sent.',
  fields: (t) => ({
    documentMaxBytes: t.exposeFloat('documentMaxBytes', {
      description: 'Largest document accepted for review (upload, API, mailboxes, the cloud area with analysis), in bytes.',
    }),
    cloudFileMaxBytes: t.exposeFloat('cloudFileMaxBytes', { description: 'Largest file kept in the cloud area without analysis, in bytes.' }),
  }),
});

builder.queryField('uploadLimits', (t) =>
  t.field({
    type: UploadLimitsRef,
    description: 'The largest files accepted (no sign-in needed).',
    resolve: (_root, _args, { services: { config } }) => ({ documentMaxBytes: config.MAX_UPLOAD_BYTES, cloudFileMaxBytes: config.MAX_CLOUD_UPLOAD_BYTES }),
  }),
);
