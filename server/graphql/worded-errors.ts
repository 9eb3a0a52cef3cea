import { PothosValidationError } from '@pothos/core';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import { wordAppError, wordRefusal } from '../error-messages';
import { isDatabaseUnavailable } from '../db/database';
import { AppError } from '../errors';
import type { Locale } from '../shared/locale';
import type { Context } from './context';

/**
 * An expected failure raised outside a mutation's result union, as the caller receives it in
 * `errors`: its code (the error-code table) as `extensions.code`, its message in the caller's
 * language, worded as REST words the same code. Null for any other error (masked, or already shaped).
 */
export function expectedError(error: unknown, locale: Locale): GraphQLError | null {
  const expected = error instanceof GraphQLError ? error.originalError : error;
  const where = error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {};
  if (isDatabaseUnavailable(expected)) return serviceUnavailable(locale);
  if (expected instanceof AppError) return new GraphQLError(wordAppError(locale, expected), { ...where, extensions: { code: expected.code } });
  // An id of another type than the argument's (Pothos checks it before the resolver) names nothing here.
  if (expected instanceof PothosValidationError && / is not of type: /.test(expected.message))
    return new GraphQLError(wordRefusal(locale, 'NOT_FOUND'), { ...where, extensions: { code: 'NOT_FOUND' } });
  return null;
}

/** A database that cannot answer, said as such (503 on HTTP; the socket drops the status). */
export const serviceUnavailable = (locale: Locale): GraphQLError =>
  new GraphQLError(wordRefusal(locale, 'SERVICE_UNAVAILABLE'), { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });

const wordErrors =
  (locale: Locale): Parameters<typeof handleStreamOrSingleExecutionResult<Context>>[1] =>
  ({ result, setResult }) => {
    if (!result.errors?.length) return;
    let changed = false;
    const errors = result.errors.map((error) => {
      const worded = expectedError(error, locale);
      if (worded) changed = true;
      return worded ?? error;
    });
    if (changed) setResult({ ...result, errors });
  };

/**
 * The expected failures of an operation (queries, mutations, subscriptions' events) are worded in
 * the context's language before Yoga masks the unexpected ones, which keep no detail.
 */
export const wordedErrorsPlugin: Plugin<Context> = {
  onExecute({ args }) {
    return { onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, wordErrors(args.contextValue.locale)) };
  },
  onSubscribe({ args }) {
    return {
      onSubscribeResult: (payload) => {
        if (isAsyncIterable(payload.result)) payload.setResult(endsWithFailure(payload.result));
        return handleStreamOrSingleExecutionResult(payload, wordErrors(args.contextValue.locale));
      },
    };
  },
};

/**
 * A subscription whose events end with an expected failure (its access taken back: `ACCESS_REVOKED`)
 * sends that failure as its last event, worded like any other, and then completes: over HTTP the
 * stream says why it closes rather than being cut. Any other failure goes on as before (masked).
 */
function endsWithFailure(source: AsyncIterable<ExecutionResult>): AsyncIterableIterator<ExecutionResult> {
  const events = source[Symbol.asyncIterator]();
  let failed = false;
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      if (failed) return { done: true, value: undefined };
      try {
        return await events.next();
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        failed = true;
        return { done: false, value: { errors: [new GraphQLError(error.message, { originalError: error })] } };
      }
    },
    async return() {
      return (await events.return?.()) ?? { done: true, value: undefined };
    },
    async throw(error: unknown) {
      if (events.throw) return events.throw(error);
      throw error;
    },
  };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<ExecutionResult> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}
