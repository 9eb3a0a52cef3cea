import { builder } from '../graphql/builder';
import { RoleEnum } from '../organizations/organizations.schema';
import type { Viewer } from './viewer';

const ViewerRef = builder.objectRef<Viewer>('Viewer').implement({
  description: 'The signed-in caller: who they are, in which organization, with which role.',
  fields: (t) => ({
    role: t.expose('role', { type: RoleEnum }),
    locale: t.exposeString('locale'),
    user: t.prismaField({
      type: 'User',
      resolve: (query, viewer, _args, context) =>
        context.services.db.prisma.user.findUniqueOrThrow({ ...query, where: { id: viewer.userId } }),
    }),
    organization: t.prismaField({
      type: 'Organization',
      resolve: (query, viewer, _args, context) =>
        context.services.db.prisma.organization.findUniqueOrThrow({ ...query, where: { id: viewer.organizationId } }),
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerRef,
    nullable: true,
    description: 'The signed-in caller, or null for a visitor.',
    resolve: (_root, _args, context) => context.viewer,
  }),
);
