import { randomUUID } from 'node:crypto';
import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isObjectType,
  isUnionType,
  parse,
  validate,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
} from 'graphql';
import { loadPersistedOperations } from '../../../server/graphql/persisted-operations';
import { schema } from '../../../server/graphql/schema';
import { GRAPHQL_LIMITS } from '../../../server/graphql/graphql-limits';
import { LIST_SIZES, MAX_LIST_ARGUMENT_LENGTH } from '../../../server/security/list-sizes';
import { operationCost, type CostVerdict } from '../../../server/security/query-cost';
import { nextEvents, startTestApp, type GraphQLResult, type TestApp } from '../../support/test-app';
import { createSignedInUser, type SignedInUser } from '../../support/users';

let app: TestApp;
let member: SignedInUser;

beforeAll(async () => {
  app = await startTestApp();
  member = await createSignedInUser(app, { locale: 'en' });
  const { prisma } = app.services.db;
  const sender = await prisma.sender.create({ data: { organizationId: member.organizationId, name: 'Acme', email: 'legal@acme.test', domain: 'acme.test' } });
  for (let index = 0; index < 12; index += 1) {
    await prisma.document.create({
      data: {
        organizationId: member.organizationId,
        title: `Contract ${index}`,
        type: 'PDF',
        senderId: sender.id,
        storagePath: `documents/${member.organizationId}/${index}.pdf`,
        originalFilename: `${index}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: 1000,
        sha256: randomUUID(),
      },
    });
  }
});

afterAll(async () => {
  await app.stop();
});

/** The attack of the second audit: the sender's recent documents asked inside themselves, sizes as variables. */
const RECURSIVE = `query Recursive($n: Int, $k: Int) { documents(first: $n) { edges { node { id title sender { recentDocuments(first: $k) { id title
  sender { recentDocuments(first: $k) { id title sender { recentDocuments(first: $k) { id title } } } } } } } } } }`;
const ATTACK_VARIABLES = { n: 100, k: 10 };

type Answer = GraphQLResult & { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

async function overPost(query: string, variables: Record<string, unknown>, who: SignedInUser = member): Promise<Answer> {
  return who.client.graphql(query, variables, { accept: 'application/graphql-response+json' });
}

async function overGet(query: string, variables: Record<string, unknown>): Promise<Answer> {
  const search = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  return (await (await member.client.fetch(`/graphql?${search}`, { headers: { accept: 'application/graphql-response+json' } })).json()) as Answer;
}

async function overSocket(query: string, variables: Record<string, unknown>): Promise<Answer> {
  const socket = member.client.socket();
  try {
    return (await nextEvents(socket, query, variables, 1))[0] as Answer;
  } finally {
    await socket.dispose();
  }
}

const refusedCode = (verdict: CostVerdict) => ('refusal' in verdict ? verdict.refusal.code : null);

describe('the cost rule on every door', () => {
  it.each([
    ['HTTP POST', overPost],
    ['HTTP GET', overGet],
    ['the WebSocket', overSocket],
  ])('refuses the recursive recentDocuments attack over %s before running it', async (_door, send) => {
    await send('{ viewer { role } }', {});
    const started = Date.now();
    const answer = await send(RECURSIVE, ATTACK_VARIABLES);
    // Run, these 12 documents took 15 s to answer (13,000 rows); refused, it is one round trip.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0].extensions).toEqual({ code: 'LIST_NESTED_IN_ITSELF', field: 'Sender.recentDocuments' });
    expect(answer.errors?.[0].message).toBe('Sender.recentDocuments is asked inside itself: ask for it at one level only');
  });

  it.each([
    ['HTTP POST', overPost],
    ['HTTP GET', overGet],
    ['the WebSocket', overSocket],
  ])('counts a page size given as a variable as its value over %s', async (_door, send) => {
    const page = (first: string) => `documents(first: ${first}) { edges { node { id findings { category severity excerpt explanation } } } }`;
    const query = `query Heavy($n: Int) { ${page('$n')} }`;
    const answer = await send(query, { n: 100 });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', cost: 2 + 100 * (2 + 2 + 1 + 50 * 6), limit: GRAPHQL_LIMITS.maxCost });
    // The same page with a literal costs the same; a page of 5 is let through and runs.
    expect((await overPost(`{ ${page('100')} }`, {})).errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', cost: 2 + 100 * 305 });
    const small = await send(query, { n: 5 });
    expect(small.errors).toBeUndefined();
    expect((small.data as { documents: { edges: unknown[] } }).documents.edges).toHaveLength(5);
  });

  it('refuses a subscription whose page is above its maximum', async () => {
    const answer = await overSocket('subscription Changes($k: Int) { documentChanged { document { sender { recentDocuments(first: $k) { id } } } } }', {
      k: 21,
    });
    expect(answer.errors?.[0].extensions).toEqual({ code: 'TOO_MANY_ITEMS', argument: 'recentDocuments(first:)', count: 21, max: 20 });
  });

  it('refuses a page above its maximum, literal or variable, worded in the caller’s language', async () => {
    const french = await createSignedInUser(app, { locale: 'fr', organizationId: member.organizationId });
    const variable = await overPost('query Page($n: Int) { documents(first: $n) { edges { node { id } } } }', { n: 101 });
    expect(variable.errors?.[0]).toMatchObject({
      message: 'documents(first:) asks for 101 items, more than the 100 allowed: ask in smaller parts',
      extensions: { code: 'TOO_MANY_ITEMS', argument: 'documents(first:)', count: 101, max: 100 },
    });
    const literal = await overPost('{ senders(first: 501) { edges { node { id } } } }', {}, french);
    expect(literal.errors?.[0]).toMatchObject({
      message: 'senders(first:) demande 501 éléments, plus que les 500 permis : demandez-les en plusieurs fois',
      extensions: { code: 'TOO_MANY_ITEMS' },
    });
    // A refusal of the request, as a validation error is: 400 for the GraphQL media type, no internals.
    const raw = await member.client.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: '{ documents(first: 101) { edges { node { id } } } }' }),
    });
    expect(raw.status).toBe(400);
    expect(Object.keys(((await raw.json()) as Answer).errors![0].extensions!).sort()).toEqual(['argument', 'code', 'count', 'max']);
    const nested = await overPost('query Recent($k: Int) { documents(first: 1) { edges { node { sender { recentDocuments(first: $k) { id } } } } } }', {
      k: 21,
    });
    expect(nested.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_ITEMS', argument: 'recentDocuments(first:)', max: 20 });
  });

  it('refuses nodes(ids:) with 5,000 ids and a filter with more than 100 senders, and lets 100 through', async () => {
    const ids = (count: number) => Array.from({ length: count }, () => encodeGlobalID('Document', randomUUID()));
    const nodes = 'query Nodes($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    expect((await overPost(nodes, { ids: ids(5000) })).errors?.[0].extensions).toMatchObject({
      code: 'TOO_MANY_ITEMS',
      argument: 'nodes(ids:)',
      count: 5000,
      max: 100,
    });
    const hundred = await overPost(nodes, { ids: ids(MAX_LIST_ARGUMENT_LENGTH) });
    expect(hundred.errors).toBeUndefined();
    expect(hundred.data!.nodes).toHaveLength(MAX_LIST_ARGUMENT_LENGTH);
    const filtered = await overPost('query Filtered($filter: DocumentFilter) { documents(first: 5, filter: $filter) { edges { node { id } } } }', {
      filter: { senderIds: Array.from({ length: 101 }, () => encodeGlobalID('Sender', randomUUID())) },
    });
    expect(filtered.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_ITEMS', argument: 'documents(filter:).senderIds', count: 101 });
  });
});

/** The variables the web app sends to the operations whose cost depends on them, at their largest. */
const WEB_APP_VARIABLES: Record<string, Record<string, unknown>> = {
  EnhancedDocumentsListQuery: { count: 50, filter: { statuses: ['PENDING', 'SIGNED'], riskBands: ['DANGER'], tags: ['nda', 'q1'] } },
  DocumentListPaginationQuery: { count: 20 },
  documentMutationsUpdateMutation: { input: { id: 'x', tags: Array.from({ length: 20 }, (_, index) => `tag${index}`) } },
  signatureRequestMutationsRequestMutation: { input: { id: 'x', signerIds: Array.from({ length: 10 }, (_, index) => `u${index}`), mode: 'PARALLEL' } },
  apiKeyMutationsCreateMutation: { input: { name: 'CI', scopes: ['READ', 'WRITE', 'SIGN'] } },
};

describe('the web app under the cost rule', () => {
  it('keeps every persisted operation under the limit with the variables the app sends', () => {
    const costs = Object.values(loadPersistedOperations()).map((text) => {
      const document = parse(text);
      const name = document.definitions.flatMap((definition) => (definition.kind === 'OperationDefinition' ? [definition.name?.value ?? ''] : []))[0];
      return { name, verdict: operationCost(schema, document, name, WEB_APP_VARIABLES[name] ?? {}, GRAPHQL_LIMITS.maxCost) };
    });
    expect(costs.length).toBeGreaterThan(40);
    expect(costs.filter(({ verdict }) => 'refusal' in verdict)).toEqual([]);
  });

  it('plans a persisted operation once and then costs it in about a millisecond at most', () => {
    const [text] = Object.values(loadPersistedOperations()).filter((each) => each.includes('query EnhancedSendersScreenQuery'));
    const document = parse(text);
    operationCost(schema, document, undefined, {}, GRAPHQL_LIMITS.maxCost);
    const started = performance.now();
    for (let round = 0; round < 1000; round += 1) operationCost(schema, document, undefined, { search: 'acme' }, GRAPHQL_LIMITS.maxCost);
    expect((performance.now() - started) / 1000).toBeLessThan(1.5);
  });
});

type Step = { field: GraphQLField<unknown, unknown>; owner: string } | { fragmentOn: string };

/** The shortest way from a root to a type: fields, and fragments to reach a union's or interface's member. */
function pathTo(target: string): { root: 'query' | 'mutation'; steps: Step[] } {
  const roots = [
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ] as const;
  for (const [root, type] of roots) {
    const seen = new Set<string>([type.name]);
    const queue: Array<{ type: GraphQLNamedType; steps: Step[] }> = [{ type, steps: [] }];
    while (queue.length) {
      const { type: at, steps } = queue.shift()!;
      if (at.name === target) return { root, steps };
      const next: Array<{ type: GraphQLNamedType; step: Step }> = [];
      if (isObjectType(at) || isInterfaceType(at))
        for (const field of Object.values(at.getFields())) next.push({ type: getNamedType(field.type), step: { field, owner: at.name } });
      if (isUnionType(at) || isInterfaceType(at))
        for (const member of schema.getPossibleTypes(at)) next.push({ type: member, step: { fragmentOn: member.name } });
      for (const { type: reached, step } of next) {
        if (seen.has(reached.name)) continue;
        seen.add(reached.name);
        queue.push({ type: reached, steps: [...steps, step] });
      }
    }
  }
  throw new Error(`${target} cannot be reached`);
}

/** An operation reaching `field` of `owner`, every required argument passed as a variable of its type. */
function operationReaching(owner: string, leaf: (variables: string[]) => string) {
  const { root, steps } = pathTo(owner);
  const variables: string[] = [];
  const argumentsOf = (field: GraphQLField<unknown, unknown>) => {
    const required = field.args.filter((argument) => argument.type.toString().endsWith('!') && argument.defaultValue === undefined);
    for (const argument of required) variables.push(`$${field.name}_${argument.name}: ${argument.type}`);
    return required.length ? `(${required.map((argument) => `${argument.name}: $${field.name}_${argument.name}`).join(', ')})` : '';
  };
  const body = steps.reduceRight(
    (inner, step) => ('fragmentOn' in step ? `... on ${step.fragmentOn} { ${inner} }` : `${step.field.name}${argumentsOf(step.field)} { ${inner} }`),
    leaf(variables),
  );
  const text = `${root} Walk${variables.length ? `(${variables.join(', ')})` : ''} { ${body} }`;
  const document = parse(text);
  expect({ text, errors: validate(schema, document).map((error) => error.message) }).toEqual({ text, errors: [] });
  return document;
}

const selectionOf = (field: GraphQLField<unknown, unknown>) => {
  const returned = getNamedType(field.type);
  return isObjectType(returned) && returned.getFields().edges
    ? '{ edges { __typename } }'
    : isObjectType(returned) || isInterfaceType(returned) || isUnionType(returned)
      ? '{ __typename }'
      : '';
};

function schemaFields() {
  return Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__') && (isObjectType(type) || isInterfaceType(type)))
    .flatMap((type) =>
      Object.values((type as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()).map((field) => ({ owner: type.name, field })),
    );
}

function holdsList(type: GraphQLInputType, seen = new Set<string>()): string[] {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [''];
  if (!isInputObjectType(nullable) || seen.has(nullable.name)) return [];
  seen.add(nullable.name);
  return Object.values(nullable.getFields()).flatMap((field) => holdsList(field.type, seen).map((path) => `.${field.name}${path}`));
}

describe('every list of the schema under the cost rule', () => {
  const connectionLists = new Set(
    Object.entries(LIST_SIZES).flatMap(([coordinate, size]) => {
      if (!('sizedFields' in size) || !size.sizedFields) return [];
      const [owner, name] = coordinate.split('.');
      const connection = getNamedType((schema.getType(owner) as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()[name].type).name;
      return size.sizedFields.map((field) => `${connection}.${field}`);
    }),
  );

  it('declares a size for every list field and connection, and nothing else', () => {
    const lists = schemaFields().filter(({ field }) => isListType(getNullableType(field.type)) || getNamedType(field.type).name.endsWith('Connection'));
    const coordinates = lists.map(({ owner, field }) => `${owner}.${field.name}`);
    expect(coordinates.filter((coordinate) => !LIST_SIZES[coordinate] && !connectionLists.has(coordinate))).toEqual([]);
    expect(Object.keys(LIST_SIZES).filter((coordinate) => !coordinates.includes(coordinate))).toEqual([]);
  });

  it.each(Object.entries(LIST_SIZES).filter(([, size]) => 'slicingArguments' in size))(
    'refuses %s above its maximum and counts what it asks',
    (coordinate, size) => {
      if (!('slicingArguments' in size)) return;
      const [owner, name] = coordinate.split('.');
      const field = schemaFields().find((each) => each.owner === owner && each.field.name === name)!.field;
      for (const argument of field.args.filter((each) => size.slicingArguments.includes(each.name))) {
        const list = isListType(getNullableType(argument.type));
        const document = operationReaching(owner, (variables) => {
          variables.push(`$size: ${argument.type}`);
          return `${name}(${argument.name}: $size) ${selectionOf(field)}`;
        });
        const asking = (count: number) => ({ size: list ? Array.from({ length: count }, (_, index) => `id${index}`) : count });
        const over = operationCost(schema, document, 'Walk', asking(size.maxSize + 1), Infinity);
        expect([coordinate, argument.name, refusedCode(over)]).toEqual([coordinate, argument.name, 'TOO_MANY_ITEMS']);
        const one = operationCost(schema, document, 'Walk', asking(1), Infinity) as { cost: number };
        const most = operationCost(schema, document, 'Walk', asking(size.maxSize), Infinity) as { cost: number };
        expect(most.cost - one.cost).toBeGreaterThanOrEqual(size.maxSize - 1);
      }
    },
  );

  it.each(Object.entries(LIST_SIZES).filter(([, size]) => 'assumedSize' in size))('counts %s at its assumed size', (coordinate, size) => {
    if (!('assumedSize' in size)) return;
    const [owner, name] = coordinate.split('.');
    const field = schemaFields().find((each) => each.owner === owner && each.field.name === name)!.field;
    const without = operationCost(
      schema,
      operationReaching(owner, () => '__typename'),
      'Walk',
      {},
      Infinity,
    ) as { cost: number };
    const withList = operationCost(
      schema,
      operationReaching(owner, () => `__typename ${name} ${selectionOf(field)}`),
      'Walk',
      {},
      Infinity,
    ) as { cost: number };
    expect(withList.cost - without.cost).toBeGreaterThanOrEqual(size.assumedSize);
  });

  const listArguments = schemaFields().flatMap(({ owner, field }) =>
    field.args.flatMap((argument) => holdsList(argument.type).map((path) => ({ owner, field, argument, path }))),
  );

  it('finds the list arguments to check', () => {
    expect(listArguments.map(({ owner, field, argument, path }) => `${owner}.${field.name}(${argument.name}:)${path}`)).toEqual(
      expect.arrayContaining([
        'Query.nodes(ids:)',
        'Query.documents(filter:).senderIds',
        'Mutation.registerWebhook(events:)',
        'Mutation.updateDocument(input:).tags',
      ]),
    );
  });

  it.each(listArguments.map((each) => [`${each.owner}.${each.field.name}(${each.argument.name}:)${each.path}`, each] as const))(
    'refuses more than the maximum of items in %s',
    (_label, { owner, field, argument, path }) => {
      const document = operationReaching(owner, (variables) => {
        variables.push(`$value: ${argument.type}`);
        const others = field.args.filter((each) => each !== argument && each.type.toString().endsWith('!'));
        for (const other of others) variables.push(`$other_${other.name}: ${other.type}`);
        const passed = [`${argument.name}: $value`, ...others.map((other) => `${other.name}: $other_${other.name}`)].join(', ');
        return `${field.name}(${passed}) ${selectionOf(field)}`;
      });
      const items = Array.from({ length: MAX_LIST_ARGUMENT_LENGTH + 1 }, (_, index) => `item${index}`);
      const value = path
        .split('.')
        .slice(1)
        .reduceRight<unknown>((inner, name) => ({ [name]: inner }), items);
      const verdict = operationCost(schema, document, 'Walk', { value }, Infinity);
      expect(refusedCode(verdict)).toBe('TOO_MANY_ITEMS');
    },
  );
});
