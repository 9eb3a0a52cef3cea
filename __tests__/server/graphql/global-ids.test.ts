import { decodeGlobalID } from '@pothos/plugin-relay';
import { isObjectType, type GraphQLResolveInfo } from 'graphql';
import { schema } from '../../../server/graphql/schema';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';

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

describe('text that is no id', () => {
  let app: TestApp;
  let member: SignedInUser;

  beforeAll(async () => {
    app = await startTestApp();
    member = await createSignedInUser(app);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('reads as nothing found, with the code of the error table, in a query and in a mutation', async () => {
    const read = await member.client.graphql('query($id: ID!) { node(id: $id) { id } }', { id: 'zz' });
    expect(read.data).toEqual({ node: null });
    expect(read.errors).toEqual([expect.objectContaining({ path: ['node'], extensions: { code: 'NOT_FOUND' } })]);
    const many = await member.client.graphql('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ['not-an-id'] });
    expect(many.errors?.map((error: { extensions?: { code?: string } }) => error.extensions?.code)).toEqual(['NOT_FOUND']);
    // As another organization's id: a typed result, and nothing is changed.
    const refused = await member.client.graphql('mutation($id: ID!) { refuseDocument(id: $id) { __typename ... on Error { code } } }', { id: 'zz' });
    expect(refused).toEqual({ data: { refuseDocument: { __typename: 'AppError', code: 'NOT_FOUND' } } });
  });

  it("reads another type's id where a document's is expected as nothing found too", async () => {
    const senderId = Buffer.from('Sender:0b3f5c1e-8a7d-4c2b-9e6f-1a2b3c4d5e6f').toString('base64');
    const refused = await member.client.graphql('mutation($id: ID!) { refuseDocument(id: $id) { __typename } }', { id: senderId });
    expect(refused.data).toBeNull();
    expect(refused.errors).toEqual([expect.objectContaining({ path: ['refuseDocument'], extensions: { code: 'NOT_FOUND' } })]);
    expect(refused.errors![0].message).not.toContain(senderId);
  });
});
