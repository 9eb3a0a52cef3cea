import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder';
import './scalars';
import './errors';
import '../organizations/organizations.schema';
import '../auth/auth.schema';
import '../realtime/realtime.schema';
import '../documents/documents.schema';
import '../senders/senders.schema';
import '../mail/mail.schema';
import '../analytics/analytics.schema';
import '../signing/signing.schema';
import '../api-keys/api-keys.schema';
import '../webhooks/webhooks.schema';
import '../billing/billing.schema';
import '../contact/contact.schema';
import '../status/status.schema';

export const schema = lexicographicSortSchema(builder.toSchema());
