/**
 * An expected business failure. The code is stable public API (GraphQL `Error.code`, REST `error.code`);
 * the message is for logs and developers, the client words it from `lang/*.json` by code.
 */
export class AppError extends Error {
  readonly code: string;
  readonly details?: Record<string, unknown>;

  constructor(code: string, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}
