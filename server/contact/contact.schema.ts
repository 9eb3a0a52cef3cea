import { builder } from '../graphql/builder';
import { ValidationFailed } from '../graphql/validation';
import { CONTACT_SUBJECTS, sendContactMessage, type ContactReceipt } from './send-contact-message';

const ContactSubjectEnum = builder.enumType('ContactSubject', { description: 'What a contact message is about.', values: CONTACT_SUBJECTS });

const ContactInput = builder.inputType('ContactMessageInput', {
  description: 'The public contact form.',
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    company: t.string({ required: false }),
    subject: t.field({ type: ContactSubjectEnum, required: true }),
    message: t.string({ required: true, description: 'At most 5,000 characters.' }),
    website: t.string({ required: false, description: 'Leave empty: a field people do not see, filled only by robots.' }),
  }),
});

const ContactReceiptRef = builder.objectRef<ContactReceipt>('ContactReceipt').implement({
  description: 'The message was received; an acknowledgement is on its way to the sender.',
  fields: (t) => ({ receivedAt: t.expose('receivedAt', { type: 'DateTime' }) }),
});

builder.mutationField('sendContactMessage', (t) =>
  t.field({
    type: ContactReceiptRef,
    description: 'Sends a message to the Paraphe team (no sign-in needed; limited per address).',
    errors: { types: [ValidationFailed], dataField: { name: 'receipt' } },
    args: { input: t.arg({ type: ContactInput, required: true }) },
    resolve: (_root, args, context) => sendContactMessage(context.services, { ...args.input, locale: context.locale, ip: context.ip }),
  }),
);
