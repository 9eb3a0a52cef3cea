import type { CloudFolder, Document, Invitation, MailAccount, Organization, Sender, Team, User } from '../db/generated/client';
import type { Context } from './context';
import { rowSelection } from './row-selection';

/** The tables whose rows a GraphQL answer reads again in the shape the operation asks. */
interface Rows {
  cloudFolder: CloudFolder;
  document: Document;
  invitation: Invitation;
  mailAccount: MailAccount;
  organization: Organization;
  sender: Sender;
  team: Team;
  user: User;
}

type Selection = { select?: Record<string, unknown>; include?: Record<string, unknown> };
type Finder = { findUniqueOrThrow(args: object): Promise<unknown>; findMany(args: object): Promise<unknown[]> };

const finder = (context: Context, table: keyof Rows) => context.services.db.prisma[table] as unknown as Finder;

/**
 * A row a domain function has just returned (so the caller may see it), read again with the columns
 * and relations the GraphQL operation selects. Resolvers use it instead of querying tables themselves.
 */
export function answerRow<T extends keyof Rows>(context: Context, table: T, id: string, query: Selection): Promise<Rows[T]> {
  return finder(context, table).findUniqueOrThrow({ ...rowSelection(query), where: { id } }) as Promise<Rows[T]>;
}

/** Rows a domain function has just returned, read again as the operation selects them, in the order of `ids`. */
export async function answerRows<T extends keyof Rows>(context: Context, table: T, ids: readonly string[], query: Selection): Promise<Rows[T][]> {
  if (ids.length === 0) return [];
  const shaped = rowSelection(query);
  const withId = shaped.select ? { ...shaped, select: { ...shaped.select, id: true } } : shaped;
  const rows = (await finder(context, table).findMany({ ...withId, where: { id: { in: [...ids] } } })) as (Rows[T] & { id: string })[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
