import MailComposer from 'nodemailer/lib/mail-composer';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export interface FixtureMail {
  from: string;
  subject: string;
  messageId: string;
  date?: Date;
  text?: string;
  attachments?: Array<{ filename: string; content: Buffer | string; contentType?: string }>;
}

/** An RFC 822 message, as a mail client would build it. */
export function buildMail(mail: FixtureMail): Promise<Buffer> {
  return new MailComposer({
    from: mail.from,
    to: 'alice@example.test',
    subject: mail.subject,
    messageId: mail.messageId,
    date: mail.date ?? new Date('2026-11-20T10:00:00Z'),
    text: mail.text ?? 'Please find the document attached.',
    attachments: mail.attachments,
  })
    .compile()
    .build();
}

/** A one-page PDF holding the given text. */
export async function pdfWith(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(text, { x: 50, y: 700, size: 12, font });
  return Buffer.from(await pdf.save());
}

export const CONTRACT_TEXT =
  'Service agreement. The supplier delivers the services described below. Payment is due within thirty days of the invoice. Either party may terminate this agreement with three months notice.';
