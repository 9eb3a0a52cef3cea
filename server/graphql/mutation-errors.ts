/** An error class the errors plugin may catch and answer as a member of a mutation's union. */
type ErrorClass = new (...args: any[]) => unknown;

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The `errors` options of a mutation, described for the API reference: the union it answers
 * (`Mutation<Name>Result`), its success object (`Mutation<Name>Success`) and the success object's
 * data field, whose meaning each mutation states once here. Names stay the plugin's defaults.
 */
export function mutationErrors(mutation: string, data: { name: string; description: string }, types?: ErrorClass[]) {
  const success = `Mutation${capitalized(mutation)}Success`;
  return {
    ...(types ? { types } : {}),
    union: { description: `What \`${mutation}\` answers: \`${success}\` when it worked, otherwise an \`Error\` type saying why it did not happen.` },
    result: { description: `\`${mutation}\` worked: \`${data.name}\` holds its result.` },
    dataField: data,
  };
}
