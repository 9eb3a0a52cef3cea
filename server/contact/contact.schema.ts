import { builder } from '../graphql/builder';
import { mutationErrors } from '../graphql/mutation-errors';
import { ValidationFailed } from '../errors';
import { CONTACT_SUBJECTS, sendContactMessage, type ContactReceipt } from './send-contact-message';

const ContactSubjectEnum = builder.enumType('ContactSubject', {
  description: 'What a contact message is about.',
  values: {
    DEMO: { description: 'Asking for a demonstration.' },
    SUPPORT: { description: 'Help with the product.' },
    BILLING: { description: 'Plans, invoices and payments.' },
    PARTNERSHIP: { description: 'A partnership proposal.' },
    OTHER: { description: 'Anything else.' },
  } satisfies Record<(typeof CONTACT_SUBJECTS)[number], { description: string }>,
});

const ContactInput = builder.inputType('ContactMessageInput', {
  description: 'The public contact form.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Name of the sender, at most 120 characters.' }),
    email: t.string({ required: true, description: 'Address to answer to, at most 254 characters.' }),
    company: t.string({ required: false, description: 'Company of the sender, at most 200 characters.' }),
    subject: t.field({ type: ContactSubjectEnum, required: true, description: 'What the message is about.' }),
    message: t.string({ required: true, description: 'At most 5,000 characters.' }),
    website: t.string({ required: false, description: 'Leave empty: a field people do not see, filled only by robots.' }),
  }),
});

const ContactReceiptRef = builder.objectRef<ContactReceipt>('ContactReceipt').implement({
  description: 'The message was received; an acknowledgement is on its way to the sender.',
  fields: (t) => ({ receivedAt: t.expose('receivedAt', { type: 'DateTime', description: 'When the message was received.' }) }),
});

builder.mutationField('sendContactMessage', (t) =>
  t.field({
    type: ContactReceiptRef,
    description: 'Sends a message to the Paraphe team (no sign-in needed; limited per address).',
    errors: mutationErrors('sendContactMessage', { name: 'receipt', description: 'Proof that the message was received.' }, [ValidationFailed]),
    args: { input: t.arg({ type: ContactInput, required: true, description: 'The message and who sends it.' }) },
    resolve: (_root, args, context) => sendContactMessage(context.services, { ...args.input, locale: context.locale, ip: context.ip }),
  }),
);
