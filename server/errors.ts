import type { DocumentStatus } from './db/generated/client';
import type { ErrorCode } from './shared/error-codes';

/**
 * An expected business failure. The code is stable public API (GraphQL `Error.code`, REST `error.code`),
 * one of the table in `shared/error-codes.ts`; the message is for logs and developers, the client
 * words it from `lang/*.json` by code.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

/** A file over the limit that applies to it; `maxBytes` is that limit, for the client to name it. */
export class FileTooLarge extends AppError {
  readonly maxBytes: number;

  constructor(message: string, maxBytes: number, details?: Record<string, unknown>) {
    super('FILE_TOO_LARGE', message, { ...details, maxBytes });
    this.maxBytes = maxBytes;
  }
}

/**
 * A decision, a signature or a signature request asked of a document that is no longer PENDING:
 * ALREADY_DECIDED when another decision took it a moment before, DOCUMENT_NOT_PENDING otherwise.
 * `status` is the document's status now, so that the caller need not ask again; null while another
 * decision is still under way.
 */
export class DocumentNotPending extends AppError {
  readonly status: DocumentStatus | null;

  constructor(code: 'ALREADY_DECIDED' | 'DOCUMENT_NOT_PENDING', message: string, status: DocumentStatus | null) {
    super(code, message, status ? { status } : undefined);
    this.status = status;
  }
}

export interface FieldProblem {
  /** Dotted path of the argument or input field, e.g. `input.email`. */
  path: string;
  /** The rule's message, worded exactly as the product's forms word it. */
  message: string;
  /** The broken rule (e.g. PASSWORD_TOO_SHORT, REQUIRED); without it, the message when it is a code, else INVALID. */
  code?: string;
}

/** The code of a field problem, for clients to word it in their reader's language. */
export const problemCode = (problem: FieldProblem): string => problem.code ?? (/^[A-Z][A-Z_]+$/.test(problem.message) ? problem.message : 'INVALID');

export class ValidationFailed extends AppError {
  readonly problems: FieldProblem[];

  constructor(problems: FieldProblem[]) {
    super('VALIDATION_FAILED', problems.map((problem) => problem.message).join('; '));
    this.problems = problems;
  }
}
