import { builder } from './builder';

// The enums that types of several domains share (documents, cloud, automations, notifications, team, auth).

export const LanguageEnum = builder.enumType('Language', {
  description: 'A language of the product (screens, emails, analysis explanations).',
  values: { fr: { description: 'French.' }, en: { description: 'English.' } } as const,
});

export const RoleEnum = builder.enumType('Role', {
  description: "A member's role in their organization; each role may do all that the roles below it may (USER < MANAGER < ADMIN).",
  values: {
    ADMIN: { description: 'Everything, including billing, members, API keys and webhooks.' },
    MANAGER: { description: 'Reviews documents and also deletes documents and manages senders.' },
    USER: { description: 'Uploads, reviews and signs documents.' },
  } as const,
});

export const DocumentStatusEnum = builder.enumType('DocumentStatus', {
  description: 'Where a document stands in its review. Only PENDING documents can be decided or signed.',
  values: {
    PENDING: { description: 'Received, awaiting a decision.' },
    UNDER_REVIEW: { description: 'Being reviewed; not set by the current workflow, kept for older documents.' },
    SIGNED: { description: 'Approved or signed.' },
    REFUSED: { description: 'Refused.' },
    CORRECTING: { description: 'A corrected version was asked of its sender.' },
  } as const,
});
export const RiskLevelEnum = builder.enumType('RiskLevel', {
  description: 'Risk level derived from the risk score.',
  values: {
    LOW: { description: 'Score 1 to 3.' },
    MED: { description: 'Score 4 to 7; also the level of a document not analysed yet.' },
    HIGH: { description: 'Score 8 to 10.' },
  } as const,
});
export const RiskBandEnum = builder.enumType('RiskBand', {
  description: 'Bands of the risk badge: SAFE ≤ 3, CAUTION > 3 to 7, DANGER > 7.',
  values: {
    SAFE: { description: 'Risk score 1 to 3.' },
    CAUTION: { description: 'Risk score 4 to 7.' },
    DANGER: { description: 'Risk score 8 to 10.' },
  } as const,
});
export const DocumentPriorityEnum = builder.enumType('DocumentPriority', {
  description: 'Triage priority a reviewer gives a document; NORMAL when received.',
  values: {
    URGENT: { description: 'To handle first.' },
    HIGH: { description: 'Above normal.' },
    NORMAL: { description: 'The default.' },
    LOW: { description: 'Can wait.' },
  } as const,
});
export const AnalysisStatusEnum = builder.enumType('AnalysisStatus', {
  description: 'Progress of the automatic risk analysis of a document.',
  values: {
    QUEUED: { description: 'Waiting for a background worker (large files, or a retry after a failure).' },
    RUNNING: { description: 'Being analysed.' },
    DONE: { description: 'Analysed: the score, level, summary and findings are filled.' },
    FAILED: { description: 'The analysis failed; the document keeps default values (score 3, MED) and is retried.' },
  } as const,
});
export const DocumentSourceEnum = builder.enumType('DocumentSource', {
  description: 'How a document arrived.',
  values: {
    UPLOAD: { description: 'Uploaded by a member (the web app or uploadDocument).' },
    MAIL: { description: 'Received by email.' },
    API: { description: 'Sent through the REST API with an API key.' },
  } as const,
});
