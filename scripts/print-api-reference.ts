// Writes the reference the /api page draws: the REST door's OpenAPI document and the GraphQL root
// operations with their arguments, from the code, so the page says what the server does.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getNamedType, isNonNullType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { schema } from '../server/graphql/schema';
import { openApiDocument } from '../server/rest/openapi';
import { API_RATE_LIMITS, UNAUTHENTICATED_LIMIT } from '../server/rest/rate-limit';

const operations = (type: GraphQLObjectType | null | undefined) =>
  Object.values(type?.getFields() ?? {})
    .map((field: GraphQLField<unknown, unknown>) => ({
      name: field.name,
      description: field.description ?? '',
      args: field.args.map((arg) => ({ name: arg.name, type: String(arg.type), required: isNonNullType(arg.type) })),
      returns: getNamedType(field.type).name,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

const reference = {
  openapi: openApiDocument,
  graphql: {
    queries: operations(schema.getQueryType()),
    mutations: operations(schema.getMutationType()),
    subscriptions: operations(schema.getSubscriptionType()),
  },
  rateLimits: { ...API_RATE_LIMITS, unauthenticatedPerIp: UNAUTHENTICATED_LIMIT },
};

const file = join(import.meta.dirname, '../web/src/screens/api-docs/api-reference.json');
writeFileSync(file, `${JSON.stringify(reference, null, 2)}\n`);
console.log(`Wrote ${file}`);
