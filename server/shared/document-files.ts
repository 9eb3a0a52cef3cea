/** The files a document may be, by kind, and the media type each is stored and served with. */
export const DOCUMENT_MIME_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain',
} as const;

/** The extensions a file brought in for review (upload, mail, API) may have; the import form's picker offers the same. */
export const ACCEPTED_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt'] as const satisfies ReadonlyArray<keyof typeof DOCUMENT_MIME_TYPES>;

/**
 * A file name's extension, lower-cased, without its dot; '' when it has none. A name that starts
 * with its only dot (".pdf") has none, as Node's `extname` reads it.
 */
export function documentExtension(filename: string): string {
  const name = filename.slice(filename.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether a file of this name may be brought in for review: the server's check, and the import form's before sending. */
export const isAcceptedDocumentName = (filename: string) => (ACCEPTED_EXTENSIONS as readonly string[]).includes(documentExtension(filename));
