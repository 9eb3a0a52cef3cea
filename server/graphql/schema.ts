import { getArgumentValues, lexicographicSortSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder';
import './scalars';
import './errors';
import '../organizations/organizations.schema';
import '../organizations/security.schema';
import '../auth/viewer.schema';
import '../auth/sign-in.schema';
import '../auth/sign-up.schema';
import '../auth/password.schema';
import '../auth/change-email.schema';
import '../auth/oauth/link-identity.schema';
import '../auth/second-factor.schema';
import '../realtime/realtime.schema';
import './enums';
import '../documents/document.schema';
import '../documents/document-queries.schema';
import '../documents/document-mutations.schema';
import '../documents/document-changes.schema';
import '../senders/senders.schema';
import '../mail/mail.schema';
import '../analytics/analytics.schema';
import '../signing/signing.schema';
import '../signing/signature-requests.schema';
import '../team/team.schema';
import '../audit/audit.schema';
import '../automations/automations.schema';
import '../api-keys/api-keys.schema';
import '../webhooks/webhooks.schema';
import '../billing/billing.schema';
import '../contact/contact.schema';
import '../status/status.schema';
import '../notifications/notifications.schema';
import '../cloud/cloud.schema';
import '../status/service-settings.schema';

/**
 * graphql-jit, which runs queries and subscriptions (server/yoga.ts), hands a subscription field's
 * `subscribe` the operation's variables where its arguments belong (`serverTime(intervalMs: 100)`
 * read `{}`, so every heartbeat came each second): each subscription field reads its arguments from
 * its own node, as graphql-js gives them, before its validation and its resolver see them.
 */
function withSubscriptionArguments(built: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(built.getSubscriptionType()?.getFields() ?? {})) {
    const subscribe = field.subscribe;
    if (!subscribe) continue;
    field.subscribe = (source, _args, context, info) => subscribe(source, getArgumentValues(field, info.fieldNodes[0], info.variableValues), context, info);
  }
  return built;
}

export const schema = withSubscriptionArguments(lexicographicSortSchema(builder.toSchema()));
