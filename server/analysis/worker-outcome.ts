import { AppError } from '../errors';
import type { ErrorCode } from '../shared/error-codes';

/** What crosses back from a worker thread: structured cloning keeps an error's message, not its class or code. */
export type WorkerOutcome<T> = { ok: true; value: T } | { ok: false; code: ErrorCode | null; message: string; details?: Record<string, unknown> };

/** In the worker: the work's value, or its error said so that `unwrap` can make it again. */
export const settle = async <T>(work: () => Promise<T>): Promise<WorkerOutcome<T>> => {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code, message: error.message, details: error.details };
    return { ok: false, code: null, message: error instanceof Error ? error.message : String(error) };
  }
};

/** In the caller: the value, or the worker's error thrown again (an AppError keeps its code). */
export function unwrap<T>(outcome: WorkerOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw outcome.code ? new AppError(outcome.code, outcome.message, outcome.details) : new Error(outcome.message);
}
