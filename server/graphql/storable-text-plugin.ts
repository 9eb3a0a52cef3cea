import { GraphQLError, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isStorableText, unstorableTextPaths, unstorableTextProblems } from '../security/storable-text';

/**
 * Every string an operation carries (its variables and the literals written in it) is checked once,
 * here, before any resolver runs: NUL or an unpaired surrogate answers VALIDATION_FAILED naming the input.
 */
export const storableTextPlugin: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const refusal = refusalOf(args.document, args.variableValues);
    if (refusal) setResultAndStopExecution({ errors: [refusal] });
  },
  onSubscribe({ args, setResultAndStopExecution }) {
    const refusal = refusalOf(args.document, args.variableValues);
    if (refusal) setResultAndStopExecution({ errors: [refusal] });
  },
};

/** Names of the arguments whose literals cannot be stored, per parsed document (Yoga reuses the parsed document of a text it has seen). */
const literalRefusals = new WeakMap<DocumentNode, readonly string[]>();

function unstorableLiterals(document: DocumentNode): readonly string[] {
  let names = literalRefusals.get(document);
  if (!names) {
    const found: string[] = [];
    visit(document, {
      Argument(argument) {
        visit(argument.value, {
          StringValue(literal) {
            if (!isStorableText(literal.value)) found.push(argument.name.value);
          },
        });
      },
    });
    names = found;
    literalRefusals.set(document, names);
  }
  return names;
}

function refusalOf(document: DocumentNode, variables: unknown): GraphQLError | null {
  const paths = [...unstorableTextPaths(variables ?? {}, 'variables'), ...unstorableLiterals(document)];
  if (!paths.length) return null;
  const problems = unstorableTextProblems(paths);
  return new GraphQLError('Some text cannot be stored: it holds a NUL character or an unpaired surrogate.', {
    extensions: { code: 'VALIDATION_FAILED', problems: problems.map(({ path, code, message }) => ({ path, code, message })) },
  });
}
