import { decodeGlobalID } from '@pothos/plugin-relay';
import { isObjectType, type GraphQLResolveInfo } from 'graphql';
import { schema } from '../../../server/graphql/schema';

/**
 * A page of 50 documents with their senders reads 100 global ids: each node's `id` answers at once,
 * not through a promise the executor would have to settle for every row.
 */
describe('global ids', () => {
  const nodeTypes = Object.values(schema.getTypeMap()).filter(
    (type) => isObjectType(type) && type.getInterfaces().some((contract) => contract.name === 'Node'),
  ) as Array<import('graphql').GraphQLObjectType>;

  it('finds the node types', () => {
    expect(nodeTypes.map((type) => type.name)).toEqual(expect.arrayContaining(['Document', 'Sender', 'User', 'Organization']));
  });

  it.each(['Document', 'Sender', 'User', 'Organization'])('encodes a %s id synchronously, decodable to its type and row id', (name) => {
    const type = nodeTypes.find((candidate) => candidate.name === name)!;
    const resolve = type.getFields().id.resolve!;
    const rowId = '0b3f5c1e-8a7d-4c2b-9e6f-1a2b3c4d5e6f';
    const answer = resolve({ id: rowId }, {}, {}, {} as GraphQLResolveInfo);
    expect(typeof answer).toBe('string');
    expect(decodeGlobalID(answer as string)).toEqual({ typename: name, id: rowId });
  });
});
