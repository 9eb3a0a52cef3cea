// The floor of the stack under the documents list, in a process of its own: GraphQL Yoga with
// graphql-jit (as the app runs queries) over a schema of only the list's types, no plugin of ours,
// the same HMAC cookie check and the same SQL statement as raw-list-server.ts. The app over this
// floor is what Paraphe's own pipeline costs (Pothos, auth scopes, limits, metrics, persisted
// operations); this floor over raw pg is what GraphQL through Yoga costs. Prints its port on stdout.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createSchema, createYoga } from 'graphql-yoga';
import pg from 'pg';
import { verifyAccessToken } from '../server/auth/access-token';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = process.env.SESSION_SECRET!;

type Row = {
  id: string;
  title: string;
  status: string;
  riskScore: number | null;
  analysisStatus: string;
  fromBlockedSender: boolean;
  source: string;
  senderId: string | null;
  name: string | null;
  domain: string | null;
};

const schema = createSchema<{ organizationId: string }>({
  typeDefs: /* GraphQL */ `
    type Query {
      documents(first: Int, after: String): DocumentConnection!
    }
    type DocumentConnection {
      edges: [DocumentEdge]!
      pageInfo: PageInfo!
    }
    type DocumentEdge {
      node: Document!
      cursor: String!
    }
    type PageInfo {
      endCursor: String
      hasNextPage: Boolean!
    }
    type Document {
      id: ID!
      title: String!
      status: String!
      riskScore: Int
      analysisStatus: String!
      fromBlockedSender: Boolean!
      source: String!
      sender: Sender
    }
    type Sender {
      id: ID!
      name: String!
      domain: String
    }
  `,
  resolvers: {
    Query: {
      async documents(_root, args: { first?: number | null }, context) {
        const first = Math.min(100, args.first ?? 20);
        const { rows } = await pool.query<Row>(
          `SELECT d.id, d.title, d.status, d."riskScore", d."analysisStatus", d."fromBlockedSender", d.source, s.id AS "senderId", s.name, s.domain
           FROM "Document" d LEFT JOIN "Sender" s ON s.id = d."senderId" AND s."organizationId" = d."organizationId"
           WHERE d."organizationId" = $1 ORDER BY d."createdAt" DESC, d.id DESC LIMIT $2`,
          [context.organizationId, first + 1],
        );
        const edges = rows.slice(0, first).map((row) => ({ node: row, cursor: formatPrismaCursor(row, 'id') }));
        return { edges, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > first } };
      },
    },
    Document: {
      id: (row: Row) => encodeGlobalID('Document', row.id),
      sender: (row: Row) => (row.senderId ? { id: encodeGlobalID('Sender', row.senderId), name: row.name, domain: row.domain } : null),
    },
  },
});

const yoga = createYoga<object, { organizationId: string }>({
  schema,
  graphiql: false,
  landingPage: false,
  logging: false,
  plugins: [useGraphQlJit()],
  // The app parses a GraphQL JSON body before Yoga (server/app.ts), so Yoga's own streamed size check
  // never runs for it. Left on here, it would pipe every body through a TransformStream (an
  // AbortController and a DOMException per request: about a third of this server's CPU), a cost the
  // app does not pay; the body is small and bounded by its Content-Length.
  maxRequestBodySize: false,
  context: ({ request }) => {
    const cookie = /paraphe_at=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
    const claims = cookie ? verifyAccessToken(cookie, secret) : null;
    if (!claims || !request.headers.get('x-paraphe-csrf')) throw new Error('Unauthorized');
    return { organizationId: claims.org };
  },
});

const server = createServer(yoga);
server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port));
