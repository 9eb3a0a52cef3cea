import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isScalarType, isSpecifiedScalarType, type GraphQLNamedType } from 'graphql';
import { schema } from '../../../server/graphql/schema';

/**
 * GraphiQL and the API reference show descriptions to API consumers: every type, field, argument,
 * input field and enum value of the public schema must have one (the same schema the app serves
 * and `npm run generate:schema` prints).
 */
function undescribed(type: GraphQLNamedType): string[] {
  const missing: string[] = [];
  const check = (description: string | null | undefined, path: string) => {
    if (!description?.trim()) missing.push(path);
  };
  check(type.description, type.name);
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) {
      check(field.description, `${type.name}.${field.name}`);
      for (const arg of field.args) check(arg.description, `${type.name}.${field.name}(${arg.name})`);
    }
  }
  if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) check(field.description, `${type.name}.${field.name}`);
  }
  if (isEnumType(type)) {
    for (const value of type.getValues()) check(value.description, `${type.name}.${value.name}`);
  }
  return missing;
}

describe('schema descriptions', () => {
  const types = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__') && !(isScalarType(type) && isSpecifiedScalarType(type)));

  it('walks the whole public schema', () => {
    // Guards against an empty walk passing vacuously.
    expect(types.map((type) => type.name)).toEqual(expect.arrayContaining(['Query', 'Mutation', 'Subscription', 'Document', 'PageInfo', 'Node', 'DateTime']));
  });

  it('describes every type, field, argument, input field and enum value', () => {
    expect(types.flatMap(undescribed)).toEqual([]);
  });
});
