import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local HTTP servers speaking the parts of the Gmail API, Microsoft Graph and their OAuth token
 * endpoints that Paraphe's mail drivers call (and Google's `/revoke`), with a mailbox the tests fill between syncs. Lists
 * answer at most `pageSize` entries per page whatever the client asks, so paging is exercised.
 */

export interface FakeAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
  inline?: boolean;
  /** Microsoft only: an attached Outlook item rather than a file. */
  item?: boolean;
}

export interface FakeMessage {
  from: string;
  fromName?: string;
  subject: string;
  messageId?: string;
  receivedAt: Date;
  /** Gmail: labels (INBOX when left out); Microsoft: the message is in the inbox unless false. */
  inInbox?: boolean;
  attachments?: FakeAttachment[];
}

interface StoredMessage extends FakeMessage {
  id: string;
  attachmentIds: string[];
}

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
}

export interface FakeMailApi {
  url: string;
  /** Every API call (token endpoint excluded), in order. */
  requests: ApiRequest[];
  /** Every token endpoint call's form. */
  tokenRequests: URLSearchParams[];
  /** The tokens `/revoke` was asked to withdraw, in order (known or not). */
  revokeRequests: string[];
  /** When true `/revoke` answers 503, as a provider that cannot be reached for a while. */
  revokeDown: boolean;
  /** The access token the server accepts now, and the refresh token it will renew with. */
  accessToken: string;
  refreshToken: string;
  /** When true the token endpoint refuses refreshes (invalid_grant). */
  failRefresh: boolean;
  /** Largest page the lists answer. */
  pageSize: number;
  add(message: FakeMessage): string;
  /** Makes the current access token unknown, as an expired or revoked one is. */
  revokeAccessToken(): void;
  /** Requests to paths matching `pattern` since index `from`. */
  calls(pattern: RegExp, from?: number): ApiRequest[];
  stop(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

interface Options {
  prefix: string;
  clientId: string;
  clientSecret: string;
  /** Microsoft hands a new refresh token with every refresh; Google does not. */
  rotateRefreshToken: boolean;
  unauthorized: (res: ServerResponse) => void;
  route: (api: FakeMailApi & { messages: StoredMessage[] }, req: IncomingMessage, res: ServerResponse, url: URL) => void;
}

async function startFake(options: Options): Promise<FakeMailApi> {
  let issued = 0;
  let attachmentSeq = 0;
  const messages: StoredMessage[] = [];
  const api = {
    url: '',
    requests: [] as ApiRequest[],
    tokenRequests: [] as URLSearchParams[],
    revokeRequests: [] as string[],
    revokeDown: false,
    accessToken: `${options.prefix}-access-token-0`,
    refreshToken: `${options.prefix}-refresh-token-0`,
    failRefresh: false,
    pageSize: 2,
    messages,
    add(message: FakeMessage) {
      const id = `${options.prefix}msg${String(messages.length + 1).padStart(4, '0')}`;
      messages.push({ ...message, id, attachmentIds: (message.attachments ?? []).map(() => `att${++attachmentSeq}`) });
      return id;
    },
    revokeAccessToken() {
      api.accessToken = `${options.prefix}-revoked-${++issued}`;
    },
    calls(pattern: RegExp, from = 0) {
      return api.requests.slice(from).filter((request) => pattern.test(request.path));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', api.url);
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(req));
      api.tokenRequests.push(form);
      if (form.get('client_id') !== options.clientId || form.get('client_secret') !== options.clientSecret) return json(res, 401, { error: 'invalid_client' });
      if (form.get('grant_type') !== 'refresh_token') return json(res, 400, { error: 'unsupported_grant_type' });
      if (api.failRefresh || form.get('refresh_token') !== api.refreshToken)
        return json(res, 400, { error: 'invalid_grant', error_description: `Token ${form.get('refresh_token')} has been expired or revoked.` });
      issued += 1;
      api.accessToken = `${options.prefix}-access-token-${issued}`;
      if (options.rotateRefreshToken) api.refreshToken = `${options.prefix}-refresh-token-${issued}`;
      return json(res, 200, {
        access_token: api.accessToken,
        expires_in: 3600,
        token_type: 'Bearer',
        scope: 'mail',
        ...(options.rotateRefreshToken ? { refresh_token: api.refreshToken } : {}),
      });
    }
    if (req.method === 'POST' && url.pathname === '/revoke') {
      // Google's revocation: a known refresh or access token ends the grant (both tokens stop working).
      const token = new URLSearchParams(await readBody(req)).get('token') ?? '';
      api.revokeRequests.push(token);
      if (api.revokeDown) return json(res, 503, { error: 'backend_error' });
      if (token !== api.refreshToken && token !== api.accessToken)
        return json(res, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
      api.refreshToken = `${options.prefix}-revoked-refresh-${++issued}`;
      api.revokeAccessToken();
      return json(res, 200, {});
    }
    api.requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, authorization: req.headers.authorization });
    if (req.method !== 'GET') return json(res, 405, { error: 'method_not_allowed' });
    if (req.headers.authorization !== `Bearer ${api.accessToken}`) return options.unauthorized(res);
    options.route(api, req, res, url);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return api;
}

const hasAttachments = (message: StoredMessage) => (message.attachments ?? []).length > 0;

/** The Gmail API (`/gmail/v1/users/me/…`) and Google's token endpoint (`/token`). */
export function startFakeGmail(clientId: string, clientSecret: string): Promise<FakeMailApi> {
  return startFake({
    prefix: 'google',
    clientId,
    clientSecret,
    rotateRefreshToken: false,
    unauthorized: (res) => json(res, 401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } }),
    route(api, _req, res, url) {
      const base = '/gmail/v1/users/me';
      const path = url.pathname;
      if (path === `${base}/profile`) return json(res, 200, { emailAddress: 'alice@gmail.example', messagesTotal: api.messages.length, historyId: '1000' });
      if (path === `${base}/messages`) {
        // The search terms the driver uses, and nothing else.
        let matching = [...api.messages];
        for (const term of (url.searchParams.get('q') ?? '').split(/\s+/).filter(Boolean)) {
          const after = /^after:(\d+)$/.exec(term);
          if (term === 'in:inbox') matching = matching.filter((message) => message.inInbox !== false);
          else if (term === 'has:attachment') matching = matching.filter(hasAttachments);
          else if (after) matching = matching.filter((message) => message.receivedAt.getTime() / 1000 > Number(after[1]));
          else return json(res, 400, { error: { code: 400, message: `Unsupported search term ${term}` } });
        }
        // Newest first, as Gmail lists.
        matching.sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime());
        const offset = Number(url.searchParams.get('pageToken') ?? '0');
        const size = Math.min(Number(url.searchParams.get('maxResults') ?? '100'), api.pageSize);
        const page = matching.slice(offset, offset + size);
        const next = offset + size < matching.length ? String(offset + size) : undefined;
        return json(res, 200, {
          messages: page.map((message) => ({ id: message.id, threadId: message.id })),
          resultSizeEstimate: matching.length,
          ...(next ? { nextPageToken: next } : {}),
        });
      }
      const attachment = new RegExp(`^${base}/messages/([^/]+)/attachments/([^/]+)$`).exec(path);
      if (attachment) {
        const message = api.messages.find((entry) => entry.id === attachment[1]);
        const index = message?.attachmentIds.indexOf(attachment[2]) ?? -1;
        if (!message || index < 0) return json(res, 404, { error: { code: 404, message: 'Requested entity was not found.' } });
        const content = message.attachments![index].content;
        return json(res, 200, { size: content.length, data: content.toString('base64url') });
      }
      const get = new RegExp(`^${base}/messages/([^/]+)$`).exec(path);
      if (get) {
        const message = api.messages.find((entry) => entry.id === get[1]);
        if (!message) return json(res, 404, { error: { code: 404, message: 'Requested entity was not found.' } });
        if (url.searchParams.get('format') !== 'full') return json(res, 400, { error: { code: 400, message: 'format=full expected by this fake' } });
        const text = 'Please find the document attached.';
        return json(res, 200, {
          id: message.id,
          threadId: message.id,
          labelIds: message.inInbox === false ? ['SENT'] : ['INBOX', 'UNREAD'],
          snippet: text,
          internalDate: String(message.receivedAt.getTime()),
          sizeEstimate: 1000,
          payload: {
            partId: '',
            mimeType: 'multipart/mixed',
            filename: '',
            headers: [
              { name: 'From', value: message.fromName ? `"${message.fromName}" <${message.from}>` : message.from },
              { name: 'To', value: 'alice@gmail.example' },
              { name: 'Subject', value: message.subject },
              { name: 'Date', value: message.receivedAt.toUTCString() },
              ...(message.messageId ? [{ name: 'Message-ID', value: message.messageId }] : []),
            ],
            body: { size: 0 },
            parts: [
              {
                partId: '0',
                mimeType: 'text/plain',
                filename: '',
                headers: [{ name: 'Content-Type', value: 'text/plain; charset=UTF-8' }],
                body: { size: text.length, data: Buffer.from(text).toString('base64url') },
              },
              ...(message.attachments ?? []).map((file, index) => ({
                partId: String(index + 1),
                mimeType: file.contentType ?? 'application/octet-stream',
                filename: file.filename,
                headers: [
                  { name: 'Content-Type', value: `${file.contentType ?? 'application/octet-stream'}; name="${file.filename}"` },
                  { name: 'Content-Disposition', value: `${file.inline ? 'inline' : 'attachment'}; filename="${file.filename}"` },
                ],
                body: { attachmentId: message.attachmentIds[index], size: file.content.length },
              })),
            ],
          },
        });
      }
      json(res, 404, { error: { code: 404, message: 'Not found' } });
    },
  });
}

const FILTER = /^receivedDateTime ge (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z) and hasAttachments eq true$/;

/** Microsoft Graph (`/graph/me/…`) and Microsoft's token endpoint (`/token`). */
export function startFakeGraph(clientId: string, clientSecret: string): Promise<FakeMailApi> {
  return startFake({
    prefix: 'ms',
    clientId,
    clientSecret,
    rotateRefreshToken: true,
    unauthorized: (res) => json(res, 401, { error: { code: 'InvalidAuthenticationToken', message: 'Lifetime validation failed, the token is expired.' } }),
    route(api, _req, res, url) {
      const path = url.pathname;
      const page = <T>(all: T[]) => {
        const skip = Number(url.searchParams.get('$skip') ?? '0');
        const size = Math.min(Number(url.searchParams.get('$top') ?? '10'), api.pageSize);
        const next = new URL(url);
        next.searchParams.set('$skip', String(skip + size));
        return { value: all.slice(skip, skip + size), ...(skip + size < all.length ? { '@odata.nextLink': next.toString() } : {}) };
      };
      if (path === '/graph/me/mailFolders/inbox') return json(res, 200, { id: 'AAMkInbox', displayName: 'Inbox' });
      if (path === '/graph/me/mailFolders/inbox/messages') {
        const filter = FILTER.exec(url.searchParams.get('$filter') ?? '');
        if (!filter || url.searchParams.get('$orderby') !== 'receivedDateTime asc')
          return json(res, 400, { error: { code: 'BadRequest', message: 'Unsupported query for this fake' } });
        const since = new Date(filter[1]).getTime();
        const fields = (url.searchParams.get('$select') ?? '').split(',');
        const matching = api.messages
          .filter((message) => message.inInbox !== false && hasAttachments(message) && Math.floor(message.receivedAt.getTime() / 1000) * 1000 >= since)
          .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime())
          .map((message) => {
            const full: Record<string, unknown> = {
              id: message.id,
              internetMessageId: message.messageId ?? null,
              subject: message.subject,
              // Graph gives seconds.
              receivedDateTime: `${message.receivedAt.toISOString().slice(0, 19)}Z`,
              hasAttachments: true,
              from: { emailAddress: { name: message.fromName ?? message.from, address: message.from } },
              body: { contentType: 'html', content: '<p>secret body</p>' },
            };
            return Object.fromEntries(Object.entries(full).filter(([key]) => fields.includes(key)));
          });
        return json(res, 200, page(matching));
      }
      const attachments = /^\/graph\/me\/messages\/([^/]+)\/attachments(?:\/([^/]+))?$/.exec(path);
      if (attachments) {
        const message = api.messages.find((entry) => entry.id === attachments[1]);
        if (!message) return json(res, 404, { error: { code: 'ErrorItemNotFound', message: 'The specified object was not found in the store.' } });
        const describe = (file: FakeAttachment, index: number, withContent: boolean) => ({
          '@odata.type': file.item ? '#microsoft.graph.itemAttachment' : '#microsoft.graph.fileAttachment',
          id: message.attachmentIds[index],
          name: file.filename,
          contentType: file.contentType ?? 'application/octet-stream',
          size: file.content.length,
          isInline: file.inline ?? false,
          ...(withContent && !file.item ? { contentBytes: file.content.toString('base64') } : {}),
        });
        const files = message.attachments ?? [];
        if (attachments[2]) {
          const index = message.attachmentIds.indexOf(attachments[2]);
          if (index < 0) return json(res, 404, { error: { code: 'ErrorItemNotFound', message: 'Not found' } });
          return json(res, 200, describe(files[index], index, true));
        }
        // contentBytes only when no $select leaves it out.
        const withContent = !url.searchParams.get('$select') || url.searchParams.get('$select')!.split(',').includes('contentBytes');
        return json(res, 200, page(files.map((file, index) => describe(file, index, withContent))));
      }
      json(res, 404, { error: { code: 'ResourceNotFound', message: 'Not found' } });
    },
  });
}
