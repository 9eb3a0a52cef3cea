// The ceiling the documents list is measured against, in a process of its own: the same caller check as
// the app (the HMAC session cookie with its CSRF header, or an API key with the read scope: its SHA-256
// looked up once and remembered for a second, as the app remembers it), one SQL statement, and the JSON the app answers —
// `/documents` as the persisted `DocumentListPaginationQuery(count: 50)` (global ids and cursors encoded
// as the API encodes them), `/api/v1/documents` as REST `GET /api/v1/documents?limit=50`. Prints its port on stdout.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatPrismaCursor } from '@pothos/plugin-prisma';
import { encodeGlobalID } from '@pothos/plugin-relay';
import pg from 'pg';
import { hashApiKey, looksLikeApiKey } from '../server/api-keys/api-key-secret';
import { verifyAccessToken } from '../server/auth/access-token';
import { documentResource } from '../server/documents/document-resource';

const PAGE = 50;
const KEY_MEMORY_MS = 1_000;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = process.env.SESSION_SECRET!;
const keys = new Map<string, { organizationId: string | null; until: number }>();

/** The caller's organization: from the session cookie (with the CSRF header), or from a live API key. */
async function organizationOf(request: IncomingMessage): Promise<string | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) {
    if (!looksLikeApiKey(bearer)) return null;
    const keyHash = hashApiKey(bearer);
    const remembered = keys.get(keyHash);
    if (remembered && remembered.until > Date.now()) return remembered.organizationId;
    const { rows } = await pool.query<{ organizationId: string }>(
      `SELECT k."organizationId" FROM "ApiKey" k JOIN "User" u ON u.id = k."createdById"
       WHERE k."keyHash" = $1 AND k."revokedAt" IS NULL AND u."organizationId" = k."organizationId" AND 'read' = ANY(k.scopes)`,
      [keyHash],
    );
    const organizationId = rows[0]?.organizationId ?? null;
    keys.set(keyHash, { organizationId, until: Date.now() + KEY_MEMORY_MS });
    return organizationId;
  }
  const cookie = /paraphe_at=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const claims = cookie ? verifyAccessToken(cookie, secret) : null;
  return claims && request.headers['x-paraphe-csrf'] ? claims.org : null;
}

async function graphqlPage(organizationId: string) {
  const { rows } = await pool.query(
    `SELECT d.id, d.title, d.status, d."riskScore", d."analysisStatus", d."fromBlockedSender", d.source, s.id AS "senderId", s.name, s.domain
     FROM "Document" d LEFT JOIN "Sender" s ON s.id = d."senderId" AND s."organizationId" = d."organizationId"
     WHERE d."organizationId" = $1 ORDER BY d."createdAt" DESC, d.id DESC LIMIT ${PAGE + 1}`,
    [organizationId],
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
        source: row.source,
        sender: row.senderId ? { name: row.name, domain: row.domain, id: encodeGlobalID('Sender', row.senderId) } : null,
        __typename: 'Document',
      },
      cursor: formatPrismaCursor(row, 'id'),
    };
  });
  const endCursor = edges.length ? edges[edges.length - 1].cursor : null;
  return { data: { documents: { edges, pageInfo: { endCursor, hasNextPage: rows.length > PAGE } } } };
}

async function restPage(organizationId: string) {
  const { rows } = await pool.query(
    `SELECT id, title, type, status, source, "riskScore", "riskLevel", "createdAt", "updatedAt"
     FROM "Document" WHERE "organizationId" = $1 ORDER BY "createdAt" DESC, id DESC LIMIT ${PAGE + 1}`,
    [organizationId],
  );
  return { data: rows.slice(0, PAGE).map(documentResource), next_cursor: rows.length > PAGE ? rows[PAGE - 1].id : null };
}

const server = createServer(async (request, response) => {
  const organizationId = await organizationOf(request);
  if (!organizationId) return void response.writeHead(401).end();
  const path = request.url?.split('?')[0];
  const body = path === '/documents' ? await graphqlPage(organizationId) : path === '/api/v1/documents' ? await restPage(organizationId) : null;
  if (!body) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
});

server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port));
