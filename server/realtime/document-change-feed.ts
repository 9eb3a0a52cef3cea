import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import type { Prisma } from '../db/generated/client';
import type { DocumentChangedEvent } from './pubsub';
import type { Services } from '../services';

/**
 * The columns pushed with a document change: everything a list row or a panel header shows, read
 * in one statement. The extracted text, the findings, the summaries and the history are left out:
 * screens fetch them on demand.
 */
export const PUSHED_COLUMNS = {
  id: true,
  organizationId: true,
  title: true,
  type: true,
  senderId: true,
  source: true,
  status: true,
  priority: true,
  tags: true,
  riskScore: true,
  riskLevel: true,
  originalFilename: true,
  mimeType: true,
  sizeBytes: true,
  pageCount: true,
  language: true,
  analysisStatus: true,
  analyzedAt: true,
  decidedAt: true,
  signedAt: true,
  signatureType: true,
  signatureLocation: true,
  fromBlockedSender: true,
  receivedAt: true,
  createdAt: true,
  updatedAt: true,
  sender: true,
} as const satisfies Prisma.DocumentSelect;

const { organizationId: _organizationId, senderId: _senderId, sender: _sender, ...EXPOSED_COLUMNS } = PUSHED_COLUMNS;

/**
 * The GraphQL fields of `Document` answered from those columns alone, without a query (and of its
 * `sender`): each column of the same name, the file's address from the id, and the sender's own
 * fields. Anything else would cost a read per subscriber per event.
 */
export const PUSHED_FIELDS: Record<string, readonly string[] | true> = {
  ...EXPOSED_COLUMNS,
  fileUrl: true,
  sender: ['id', 'name', 'email', 'domain', 'status', 'category'],
};

export type PushedDocument = Prisma.DocumentGetPayload<{ select: typeof PUSHED_COLUMNS }>;

/** A change as this instance's subscribers receive it. */
export interface PushedDocumentChange extends DocumentChangedEvent {
  organizationId: string;
  /**
   * The document as it is now, read at most once per event on this instance however many
   * subscribers ask, and only when one does; null once deleted (or not of this organization).
   */
  document(): Promise<PushedDocument | null>;
}

export interface DocumentChangeFeed {
  /**
   * The changes of one organization's documents, from now on, until the iterator is returned.
   * `withDocument`: the subscriber reads the pushed document, so it is read before delivery.
   */
  changes(organizationId: string, options: { withDocument: boolean }): AsyncIterableIterator<PushedDocumentChange>;
}

/**
 * An organization's subscribers on this instance are spread over this many groups, delivered one
 * group per turn of the event loop: a thousand screens never hold up a request (the mutation that
 * made the change, first of all) for longer than a group's share.
 */
const DELIVERY_GROUPS = 32;

const feeds = new WeakMap<Services, DocumentChangeFeed>();

/** The feed of this app instance. */
export function documentChangeFeed(services: Services): DocumentChangeFeed {
  let feed = feeds.get(services);
  if (!feed) {
    feed = createDocumentChangeFeed(services);
    feeds.set(services, feed);
  }
  return feed;
}

interface Upstream {
  /** Subscribers in each delivery group. */
  groups: number[];
  /** Subscribers that read the pushed document. */
  readers: number;
  stop(): void;
}

/**
 * One subscription to the shared pub/sub per organization with subscribers on this instance,
 * fanned out in memory: each event is parsed, and its document read, once for all of them.
 */
function createDocumentChangeFeed(services: Services): DocumentChangeFeed {
  // Every screen of an organization listens here: hundreds of listeners are the point, not a leak.
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  const local = createPubSub<{ change: [group: string, change: PushedDocumentChange] }>({ eventTarget });
  const upstreams = new Map<string, Upstream>();
  const groupKey = (organizationId: string, group: number) => `${organizationId}/${group}`;

  const deliver = async (organizationId: string, upstream: Upstream, event: DocumentChangedEvent) => {
    const change = pushed(services, organizationId, event);
    // Read before delivery, so that no subscriber's answer waits on it; a failure is each reader's field error.
    if (upstream.readers > 0) await change.document().catch(() => undefined);
    for (let group = 0; group < DELIVERY_GROUPS; group += 1) {
      if (upstream.groups[group] === 0) continue;
      local.publish('change', groupKey(organizationId, group), change);
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  const follow = (organizationId: string): Upstream => {
    const events = services.pubsub.subscribe('documentChanged', organizationId);
    const upstream: Upstream = { groups: new Array<number>(DELIVERY_GROUPS).fill(0), readers: 0, stop: () => void events.return?.() };
    void (async () => {
      for await (const event of events) await deliver(organizationId, upstream, event);
    })().catch((error: unknown) => services.logger.error({ err: error, organizationId }, 'document change feed stopped'));
    return upstream;
  };

  const join = (organizationId: string, withDocument: boolean) => {
    let upstream = upstreams.get(organizationId);
    if (!upstream) {
      upstream = follow(organizationId);
      upstreams.set(organizationId, upstream);
    }
    const group = upstream.groups.indexOf(Math.min(...upstream.groups));
    upstream.groups[group] += 1;
    if (withDocument) upstream.readers += 1;
    return { upstream, group };
  };

  const leave = (organizationId: string, { upstream, group }: { upstream: Upstream; group: number }, withDocument: boolean) => {
    upstream.groups[group] -= 1;
    if (withDocument) upstream.readers -= 1;
    if (upstream.groups.some((count) => count > 0) || upstreams.get(organizationId) !== upstream) return;
    upstreams.delete(organizationId);
    upstream.stop();
  };

  return {
    // A plain iterator rather than a generator: a subscriber that leaves is counted out at once.
    changes(organizationId, { withDocument }) {
      const place = join(organizationId, withDocument);
      const changes = local.subscribe('change', groupKey(organizationId, place.group))[Symbol.asyncIterator]();
      let left = false;
      const leaveOnce = () => {
        if (left) return;
        left = true;
        leave(organizationId, place, withDocument);
      };
      return {
        [Symbol.asyncIterator]() {
          return this;
        },
        async next() {
          const result = await changes.next();
          if (result.done) leaveOnce();
          return result;
        },
        async return() {
          leaveOnce();
          return (await changes.return?.()) ?? { done: true, value: undefined };
        },
        async throw(error: unknown) {
          leaveOnce();
          throw error;
        },
      };
    },
  };
}

function pushed(services: Services, organizationId: string, event: DocumentChangedEvent): PushedDocumentChange {
  let reading: Promise<PushedDocument | null> | undefined;
  return {
    kind: event.kind,
    documentId: event.documentId,
    organizationId,
    document: () => (reading ??= event.kind === 'DELETED' ? Promise.resolve(null) : readPushedDocument(services, organizationId, event.documentId)),
  };
}

/** Scoped to the event's organization: an id of another organization reads as deleted. */
async function readPushedDocument(services: Services, organizationId: string, documentId: string): Promise<PushedDocument | null> {
  const document = await services.db.prisma.document.findFirst({ where: { id: documentId, organizationId }, select: PUSHED_COLUMNS });
  if (!document) return null;
  // The sender guard of the request loader, kept: a row never shows another organization's sender.
  return document.sender && document.sender.organizationId !== organizationId ? { ...document, sender: null } : document;
}
