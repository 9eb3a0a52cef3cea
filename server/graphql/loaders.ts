import { createContextCache } from '@pothos/core';
import DataLoader from 'dataloader';
import type { Sender } from '../db/generated/client';
import type { Context } from './context';

/**
 * Senders by id for one request, batched into one statement and always scoped to the viewer's
 * organization: whatever id a row points at, another organization's sender reads as null.
 */
export const senderLoader = createContextCache(
  (context: Context) =>
    new DataLoader<string, Sender | null>(async (ids) => {
      const organizationId = context.viewer?.organizationId;
      if (!organizationId) return ids.map(() => null);
      const rows = await context.services.db.prisma.sender.findMany({ where: { id: { in: [...ids] }, organizationId } });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
);

/** A document's sender: the one read with it when the list joined it, else through the request's loader. */
export function documentSender(document: { senderId: string | null; sender?: Sender | null }, context: Context): Sender | null | Promise<Sender | null> {
  if (document.sender !== undefined) return document.sender;
  return document.senderId ? senderLoader(context).load(document.senderId) : null;
}
