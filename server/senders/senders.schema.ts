import { builder } from '../graphql/builder';

const NO_ORGANIZATION = '00000000-0000-0000-0000-000000000000';

export const SenderNode = builder.prismaNode('Sender', {
  id: { field: 'id' },
  // An id that is not the caller's to see reads as null, as a missing one does.
  nullable: true,
  findUnique: (id, context) => ({ id, organizationId: context.viewer?.organizationId ?? NO_ORGANIZATION }),
  // Every door to a sender checks its caller (see Document).
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true }),
    domain: t.exposeString('domain'),
  }),
});

builder.queryField('senders', (t) =>
  t.prismaField({
    type: ['Sender'],
    description: "The organization's senders, by name (filters of the documents screen).",
    authScopes: { signedIn: true },
    resolve: (query, _root, _args, context) =>
      context.services.db.prisma.sender.findMany({ ...query, where: { organizationId: context.viewer!.organizationId }, orderBy: { name: 'asc' }, take: 500 }),
  }),
);
