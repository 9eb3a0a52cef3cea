// The ceiling the documents list is measured against, in a process of its own: the same HMAC cookie
// check as the app, one SQL statement, and the JSON the app's persisted `DocumentListPaginationQuery`
// answers (global ids and cursors encoded as the API encodes them). Prints its port on stdout.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import pg from 'pg';
import { verifyAccessToken } from '../server/auth/access-token';

const PAGE = 50;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = process.env.SESSION_SECRET!;

const server = createServer(async (request, response) => {
  const cookie = /paraphe_at=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const claims = cookie ? verifyAccessToken(cookie, secret) : null;
  if (!claims || !request.headers['x-paraphe-csrf']) return void response.writeHead(401).end();
  const { rows } = await pool.query(
    `SELECT d.id, d.title, d.status, d."riskScore", d."analysisStatus", d."fromBlockedSender", s.id AS "senderId", s.name, s.domain
     FROM "Document" d LEFT JOIN "Sender" s ON s.id = d."senderId" AND s."organizationId" = d."organizationId"
     WHERE d."organizationId" = $1 ORDER BY d."createdAt" DESC, d.id DESC LIMIT ${PAGE + 1}`,
    [claims.org],
  );
  const edges = rows.slice(0, PAGE).map((row) => {
    const id = encodeGlobalID('Document', row.id);
    return {
      node: {
        id,
        title: row.title,
        status: row.status,
        riskScore: row.riskScore,
        analysisStatus: row.analysisStatus,
        fromBlockedSender: row.fromBlockedSender,
        sender: row.senderId ? { name: row.name, domain: row.domain, id: encodeGlobalID('Sender', row.senderId) } : null,
        __typename: 'Document',
      },
      cursor: formatPrismaCursor(row, 'id'),
    };
  });
  const endCursor = edges.length ? edges[edges.length - 1].cursor : null;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ data: { documents: { edges, pageInfo: { endCursor, hasNextPage: rows.length > PAGE } } } }));
});

server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port));
