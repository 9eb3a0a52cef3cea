/**
 * A mutation's result is a union (success or error) whose data field a client may leave out,
 * selecting only `__typename`: Pothos then hands an empty selection, which Prisma refuses after
 * the change was made. The id alone is read instead.
 */
export function rowSelection<Query extends object>(query: Query): Query {
  const { select } = query as { select?: object };
  return select && Object.keys(select).length === 0 ? { ...query, select: { id: true } } : query;
}
