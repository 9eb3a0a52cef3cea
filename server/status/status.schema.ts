import { builder } from '../graphql/builder';
import { ValidationFailed } from '../graphql/validation';
import type { StatusIncident } from '../db/generated/client';
import { getServiceStatus, type ComponentHealth, type ServiceStatus } from './service-status';
import { createStatusIncident, isInstallationAdmin, listStatusIncidents, updateStatusIncident } from './status-incidents';

const ComponentStatusEnum = builder.enumType('ComponentStatus', { description: 'The state of a part of the service.', values: ['OPERATIONAL', 'PARTIAL', 'DOWN'] as const });
const ComponentNameEnum = builder.enumType('ServiceComponent', {
  description: 'The parts of the service the status page follows.',
  values: ['API', 'DATABASE', 'JOB_QUEUE', 'MAIL_SYNC', 'EMAIL_DELIVERY'] as const,
});
const IncidentStatusEnum = builder.enumType('IncidentStatus', { description: 'Where an incident stands.', values: ['INVESTIGATING', 'RESOLVED', 'COMPLETED'] as const });

const ComponentHealthRef = builder.objectRef<ComponentHealth>('ComponentHealth').implement({
  description: 'One part of the service and its state at the last check.',
  fields: (t) => ({
    component: t.expose('component', { type: ComponentNameEnum }),
    status: t.expose('status', { type: ComponentStatusEnum }),
  }),
});

const StatusIncidentRef = builder.objectRef<StatusIncident>('StatusIncident').implement({
  description: 'An incident or maintenance shown on the status page.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    status: t.expose('status', { type: IncidentStatusEnum }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true }),
  }),
});

const ServiceStatusRef = builder.objectRef<ServiceStatus>('ServiceStatus').implement({
  description: 'The live state of the service, checked at most every 15 seconds.',
  fields: (t) => ({
    overall: t.expose('overall', { type: ComponentStatusEnum }),
    checkedAt: t.expose('checkedAt', { type: 'DateTime' }),
    components: t.field({ type: [ComponentHealthRef], resolve: (status) => status.components }),
    incidents: t.field({ type: [StatusIncidentRef], description: 'Incidents of the last 90 days, newest first.', resolve: (_status, _args, context) => listStatusIncidents(context.services) }),
    canManageIncidents: t.boolean({ description: 'Whether the caller administers this installation.', resolve: (_status, _args, context) => isInstallationAdmin(context.services, context.viewer) }),
  }),
});

builder.queryField('serviceStatus', (t) =>
  t.field({
    type: ServiceStatusRef,
    description: 'The public status page: live checks of each part of the service, and incidents.',
    resolve: (_root, _args, context) => getServiceStatus(context.services),
  }),
);

const IncidentInput = builder.inputType('StatusIncidentInput', {
  description: 'An incident as the installation administrators write it.',
  fields: (t) => ({
    title: t.string({ required: false }),
    body: t.string({ required: false }),
    status: t.field({ type: IncidentStatusEnum, required: false }),
  }),
});

builder.mutationField('createStatusIncident', (t) =>
  t.field({
    type: StatusIncidentRef,
    description: 'Publishes an incident on the status page (installation administrators).',
    authScopes: { signedIn: true },
    errors: { types: [ValidationFailed], dataField: { name: 'incident' } },
    args: { input: t.arg({ type: IncidentInput, required: true }) },
    resolve: (_root, args, context) => createStatusIncident(context.services, context.viewer, args.input),
  }),
);

builder.mutationField('updateStatusIncident', (t) =>
  t.field({
    type: StatusIncidentRef,
    description: 'Changes an incident of the status page (installation administrators).',
    authScopes: { signedIn: true },
    errors: { types: [ValidationFailed], dataField: { name: 'incident' } },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: IncidentInput, required: true }) },
    resolve: (_root, args, context) => updateStatusIncident(context.services, context.viewer, String(args.id), args.input),
  }),
);
