/**
 * Every expected failure the product answers with, by its stable code (GraphQL `Error.code` and
 * `extensions.code`, REST `error.code`). `status` is the HTTP status on the REST door: 400 when the
 * request cannot be read, 422 when a value it carries is not accepted, otherwise what the failure
 * is (401, 403, 404, 409…). Each code is worded for people by `errors.<CODE>` in lang/fr.json and
 * lang/en.json (a test keeps them in step).
 */
export const ERROR_CODES = {
  // Requests and sessions
  BAD_REQUEST: { status: 400 },
  BODY_TOO_LARGE: { status: 413 },
  UNSUPPORTED_MEDIA_TYPE: { status: 415 },
  CSRF_HEADER_MISSING: { status: 403 },
  PERSISTED_QUERY_NOT_FOUND: { status: 400 },
  PERSISTED_QUERY_ONLY: { status: 400 },
  PERSISTED_QUERY_MISMATCH: { status: 400 },
  QUERY_MISSING: { status: 400 },
  INVALID_CURSOR: { status: 422 },
  INVALID_IDEMPOTENCY_KEY: { status: 400 },
  IDEMPOTENCY_KEY_REUSED: { status: 422 },
  VALIDATION_FAILED: { status: 422 },
  INVALID_TEXT: { status: 422 },
  UNAUTHENTICATED: { status: 401 },
  FORBIDDEN: { status: 403 },
  NOT_FOUND: { status: 404 },
  RATE_LIMITED: { status: 429 },
  TOO_MANY_SUBSCRIPTIONS: { status: 429 },
  TOO_MANY_ITEMS: { status: 400 },
  TOO_MANY_ALIASES: { status: 400 },
  TOO_MANY_DIRECTIVES: { status: 400 },
  QUERY_TOO_DEEP: { status: 400 },
  GRAPHQL_PARSE_FAILED: { status: 400 },
  GRAPHQL_VALIDATION_FAILED: { status: 400 },
  QUERY_TOO_COSTLY: { status: 400 },
  LIST_NESTED_IN_ITSELF: { status: 400 },
  TOO_MANY_CONNECTIONS: { status: 429 },
  SERVICE_UNAVAILABLE: { status: 503 },
  INTERNAL: { status: 500 },

  // Sign-in, accounts and second factors
  INVALID_CREDENTIALS: { status: 400 },
  EMAIL_NOT_CONFIRMED: { status: 400 },
  COMMON_PASSWORD: { status: 400 },
  WRONG_PASSWORD: { status: 400 },
  SUBMISSION_REJECTED: { status: 400 },
  INVALID_LINK: { status: 400 },
  SESSION_EXPIRED: { status: 400 },
  REFRESH_TOKEN_REUSED: { status: 400 },
  INVALID_TOTP_CODE: { status: 400 },
  NO_MFA_CHALLENGE: { status: 400 },
  FACTOR_NOT_FOUND: { status: 400 },
  SECOND_FACTOR_REQUIRED: { status: 400 },
  PROVIDER_NOT_CONFIGURED: { status: 400 },
  OAUTH_FAILED: { status: 400 },
  SECOND_FACTOR_ENROLMENT_REQUIRED: { status: 403 },
  SIGN_IN_METHOD_NOT_ALLOWED: { status: 403 },
  SECOND_FACTOR_REQUIRED_BY_ORGANIZATION: { status: 409 },
  TERMS_OUTDATED: { status: 409 },

  // Files and intake
  FILE_TOO_LARGE: { status: 413 },
  ARCHIVE_TOO_LARGE: { status: 422 },
  EMPTY_FILE: { status: 422 },
  UNSUPPORTED_FILE_TYPE: { status: 422 },
  FILE_TYPE_MISMATCH: { status: 422 },
  CORRUPT_FILE: { status: 422 },
  UNREADABLE_FILE: { status: 422 },
  TOO_MANY_PAGES: { status: 422 },
  EXTRACTION_TIMEOUT: { status: 400 },
  ANALYSIS_FAILED: { status: 400 },
  INVALID_URL: { status: 422 },
  ADDRESS_NOT_ALLOWED: { status: 422 },
  REMOTE_FETCH_FAILED: { status: 422 },
  INVALID_SENDER_EMAIL: { status: 422 },

  // Review and signing
  DOCUMENT_NOT_PENDING: { status: 409 },
  ALREADY_DECIDED: { status: 409 },
  ALREADY_SIGNED: { status: 400 },
  NOT_A_PDF: { status: 422 },
  INVALID_SIGNATURE: { status: 400 },
  INVALID_SIGNATURE_IMAGE: { status: 422 },
  UNKNOWN_SIGNATURE_TYPE: { status: 422 },
  TIMESTAMP_FAILED: { status: 400 },
  CONVERSION_FAILED: { status: 422 },
  INVALID_SIGNERS: { status: 400 },
  INVALID_MODE: { status: 400 },
  SIGNATURE_REQUEST_EXISTS: { status: 400 },
  SIGNATURE_REQUEST_OPEN: { status: 409 },
  NO_SIGNATURE_REQUEST: { status: 400 },
  NOT_A_SIGNER: { status: 400 },
  NOT_YOUR_TURN: { status: 400 },

  // Members and invitations
  ALREADY_MEMBER: { status: 409 },
  INVITATION_INVALID: { status: 400 },
  INVITATION_OTHER_ADDRESS: { status: 403 },
  INVITATION_SIGN_IN: { status: 409 },
  MUST_LEAVE_ORGANIZATION: { status: 409 },
  ORGANIZATION_NOT_EMPTY: { status: 409 },
  LAST_ADMIN: { status: 409 },
  TEAM_NAME_TAKEN: { status: 409 },
  DOCUMENT_IDS_REQUIRED: { status: 422 },

  // Cloud file area and share links
  CLOUD_NAME_INVALID: { status: 422 },
  CLOUD_NAME_TAKEN: { status: 409 },
  CLOUD_FOLDER_CYCLE: { status: 422 },
  CLOUD_FOLDER_TOO_DEEP: { status: 422 },
  CLOUD_FOLDER_NOT_EMPTY: { status: 409 },
  CLOUD_FILE_LOCKED: { status: 409 },
  PREVIEW_UNAVAILABLE: { status: 422 },
  CLOUD_FILE_IDS_REQUIRED: { status: 422 },
  SHARE_LINK_INVALID: { status: 404 },
  SHARE_LINK_EXPIRED: { status: 410 },
  SHARE_LINK_REVOKED: { status: 410 },
  SHARE_PASSWORD_REQUIRED: { status: 401 },
  SHARE_PASSWORD_WRONG: { status: 401 },
  TEAM_NAME_INVALID: { status: 422 },
  TOO_MANY_INVITATIONS: { status: 422 },
  ORGANIZATION_NAME_INVALID: { status: 422 },
  ORGANIZATION_NAME_MISMATCH: { status: 422 },
  SUBSCRIPTION_ACTIVE: { status: 409 },
  FULL_NAME_INVALID: { status: 422 },
  EMAIL_UNCHANGED: { status: 422 },
  EMAIL_TAKEN: { status: 409 },
  TIME_ZONE_INVALID: { status: 422 },
  SESSION_LIFETIME_INVALID: { status: 422 },
  SIGN_IN_METHODS_EMPTY: { status: 422 },
  CURRENT_SIGN_IN_METHOD_REQUIRED: { status: 422 },
  OWN_SECOND_FACTOR_REQUIRED: { status: 409 },
  SESSION_NOT_FOUND: { status: 404 },
  IDENTITY_NOT_FOUND: { status: 404 },
  IDENTITY_IN_USE: { status: 409 },
  PROVIDER_ALREADY_LINKED: { status: 409 },
  LAST_SIGN_IN_METHOD: { status: 409 },
  LOGO_TOO_LARGE: { status: 413 },
  LOGO_NOT_AN_IMAGE: { status: 422 },
  LOGO_UNREADABLE: { status: 422 },

  // Automations
  AUTOMATION_RISK_RANGE_INVALID: { status: 422 },
  AUTOMATION_DOCUMENT_TYPE_UNKNOWN: { status: 422 },
  AUTOMATION_SENDER_STATUS_UNKNOWN: { status: 422 },

  // Notifications
  NOTIFICATION_TYPE_UNKNOWN: { status: 422 },
  SLACK_WEBHOOK_INVALID: { status: 422 },
  SLACK_WEBHOOK_REQUIRED: { status: 422 },

  // Insights
  INVALID_PERIOD: { status: 422 },

  // Plans and billing
  LIMIT_REACHED: { status: 409 },
  PLAN_DOCUMENT_LIMIT: { status: 403 },
  PLAN_STORAGE_LIMIT: { status: 403 },
  PLAN_SEAT_LIMIT: { status: 403 },
  TRIAL_ENDED: { status: 403 },
  SEATS_BELOW_MEMBERS: { status: 400 },
  UNKNOWN_PLAN: { status: 400 },
  UNKNOWN_ADDON: { status: 400 },
  INVALID_COUPON: { status: 400 },
  INVALID_CHECKOUT: { status: 400 },
  CHECKOUT_FAILED: { status: 400 },
  PAYMENTS_NOT_CONFIGURED: { status: 400 },
  NO_SUBSCRIPTION: { status: 409 },

  // Mailboxes
  MAIL_ACCOUNT_NOT_FOUND: { status: 400 },
  MAIL_AUTH_FAILED: { status: 400 },
  MAIL_CONNECTION_FAILED: { status: 400 },
  MAIL_HOST_NOT_ALLOWED: { status: 400 },
  MAIL_NOT_CONNECTED: { status: 400 },
  MAIL_OAUTH_DENIED: { status: 400 },
  MAIL_OAUTH_FAILED: { status: 400 },
  MAIL_OAUTH_STATE_INVALID: { status: 400 },
  MAIL_OAUTH_OTHER_BROWSER: { status: 403 },
  MAIL_PROVIDER_NOT_CONFIGURED: { status: 400 },
  MAIL_PROVIDER_NOT_SUPPORTED: { status: 400 },
  MAIL_SYNC_FAILED: { status: 400 },
} as const satisfies Record<string, { status: number }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);

/** The lang/*.json key that words a code for people. */
export const errorMessageId = (code: ErrorCode) => `errors.${code}`;
