import { builder } from '../graphql/builder';
import { mutationErrors } from '../graphql/mutation-errors';
import { ValidationFailed } from '../errors';
import type { StatusIncident } from '../db/generated/client';
import { getServiceStatus, type ComponentHealth, type ServiceStatus } from './service-status';
import { createStatusIncident } from './create-status-incident';
import { isInstallationAdmin } from './incident-rules';
import { listStatusIncidents } from './list-status-incidents';
import { updateStatusIncident } from './update-status-incident';

const ComponentStatusEnum = builder.enumType('ComponentStatus', {
  description: 'The state of a part of the service.',
  values: {
    OPERATIONAL: { description: 'Working normally.' },
    PARTIAL: { description: 'Degraded: background work late or recently failed, or the API without its database.' },
    DOWN: { description: 'Not working, or its check did not answer within 3 seconds.' },
  } as const,
});
const ComponentNameEnum = builder.enumType('ServiceComponent', {
  description: 'The parts of the service the status page follows.',
  values: {
    API: { description: 'The GraphQL and REST APIs (and the web app they serve).' },
    DATABASE: { description: 'The database.' },
    JOB_QUEUE: { description: 'Background jobs: document analyses and webhook deliveries.' },
    MAIL_SYNC: { description: 'Background jobs that receive documents by email.' },
    EMAIL_DELIVERY: { description: 'Sending emails (sign-in links, notifications) through the mail server.' },
  } as const,
});
const IncidentStatusEnum = builder.enumType('IncidentStatus', {
  description: 'Where an incident stands.',
  values: {
    INVESTIGATING: { description: 'Ongoing.' },
    RESOLVED: { description: 'An incident that is over.' },
    COMPLETED: { description: 'A maintenance that is over.' },
  } as const,
});

const ComponentHealthRef = builder.objectRef<ComponentHealth>('ComponentHealth').implement({
  description: 'One part of the service and its state at the last check.',
  fields: (t) => ({
    component: t.expose('component', { type: ComponentNameEnum, description: 'Which part.' }),
    status: t.expose('status', { type: ComponentStatusEnum, description: 'Its state.' }),
  }),
});

const StatusIncidentRef = builder.objectRef<StatusIncident>('StatusIncident').implement({
  description: 'An incident or maintenance shown on the status page.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Id of the incident, for updateStatusIncident.' }),
    title: t.exposeString('title', { description: 'Short title, at most 200 characters.' }),
    body: t.exposeString('body', { description: 'Details, at most 5,000 characters; may be empty.' }),
    status: t.expose('status', { type: IncidentStatusEnum, description: 'Where it stands.' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', description: 'When it was published.' }),
    resolvedAt: t.expose('resolvedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was first marked RESOLVED or COMPLETED; null while INVESTIGATING.',
    }),
  }),
});

const ServiceStatusRef = builder.objectRef<ServiceStatus>('ServiceStatus').implement({
  description: 'The live state of the service, checked at most every 15 seconds.',
  fields: (t) => ({
    overall: t.expose('overall', {
      type: ComponentStatusEnum,
      description: 'OPERATIONAL when every component is, DOWN when the database is, PARTIAL otherwise.',
    }),
    checkedAt: t.expose('checkedAt', { type: 'DateTime', description: 'When the checks ran.' }),
    components: t.field({ type: [ComponentHealthRef], description: 'Each part of the service and its state.', resolve: (status) => status.components }),
    incidents: t.field({
      type: [StatusIncidentRef],
      description: 'Incidents of the last 90 days, newest first.',
      resolve: (_status, _args, context) => listStatusIncidents(context.services),
    }),
    canManageIncidents: t.boolean({
      description: 'Whether the caller administers this installation.',
      resolve: (_status, _args, context) => isInstallationAdmin(context.services, context.viewer),
    }),
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
    title: t.string({ required: false, description: 'Short title, at most 200 characters; required to create, kept when omitted on update.' }),
    body: t.string({ required: false, description: 'Details, at most 5,000 characters; empty when omitted on create, kept on update.' }),
    status: t.field({ type: IncidentStatusEnum, required: false, description: 'INVESTIGATING when omitted on create; kept when omitted on update.' }),
  }),
});

builder.mutationField('createStatusIncident', (t) =>
  t.field({
    type: StatusIncidentRef,
    description: 'Publishes an incident on the status page (installation administrators).',
    authScopes: { signedIn: true },
    errors: mutationErrors('createStatusIncident', { name: 'incident', description: 'The published incident.' }, [ValidationFailed]),
    args: { input: t.arg({ type: IncidentInput, required: true, description: 'The incident.' }) },
    resolve: (_root, args, context) => createStatusIncident(context.services, context.viewer, args.input),
  }),
);

builder.mutationField('updateStatusIncident', (t) =>
  t.field({
    type: StatusIncidentRef,
    description: 'Changes an incident of the status page (installation administrators).',
    authScopes: { signedIn: true },
    errors: mutationErrors('updateStatusIncident', { name: 'incident', description: 'The incident as it now reads.' }, [ValidationFailed]),
    args: {
      id: t.arg.id({ required: true, description: 'Id of the incident.' }),
      input: t.arg({ type: IncidentInput, required: true, description: 'The fields to change.' }),
    },
    resolve: (_root, args, context) => updateStatusIncident(context.services, context.viewer, String(args.id), args.input),
  }),
);
