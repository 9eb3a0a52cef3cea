/**
 * Kinds of files in the cloud area, by extension: the type filter's values and the media type a
 * file is served with. The name decides, never what a client declares: anything unknown is served
 * as `application/octet-stream`, always as an attachment. Runs in the browser too.
 */
export const CLOUD_FILE_TYPES = ['PDF', 'DOCUMENT', 'SPREADSHEET', 'IMAGE', 'ARCHIVE', 'OTHER'] as const;
export type CloudFileType = (typeof CLOUD_FILE_TYPES)[number];

const BY_EXTENSION: Record<string, { type: CloudFileType; mime: string }> = {
  pdf: { type: 'PDF', mime: 'application/pdf' },
  doc: { type: 'DOCUMENT', mime: 'application/msword' },
  docx: { type: 'DOCUMENT', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  odt: { type: 'DOCUMENT', mime: 'application/vnd.oasis.opendocument.text' },
  rtf: { type: 'DOCUMENT', mime: 'application/rtf' },
  txt: { type: 'DOCUMENT', mime: 'text/plain' },
  md: { type: 'DOCUMENT', mime: 'text/markdown' },
  ppt: { type: 'DOCUMENT', mime: 'application/vnd.ms-powerpoint' },
  pptx: { type: 'DOCUMENT', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  xls: { type: 'SPREADSHEET', mime: 'application/vnd.ms-excel' },
  xlsx: { type: 'SPREADSHEET', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  ods: { type: 'SPREADSHEET', mime: 'application/vnd.oasis.opendocument.spreadsheet' },
  csv: { type: 'SPREADSHEET', mime: 'text/csv' },
  png: { type: 'IMAGE', mime: 'image/png' },
  jpg: { type: 'IMAGE', mime: 'image/jpeg' },
  jpeg: { type: 'IMAGE', mime: 'image/jpeg' },
  gif: { type: 'IMAGE', mime: 'image/gif' },
  webp: { type: 'IMAGE', mime: 'image/webp' },
  svg: { type: 'IMAGE', mime: 'image/svg+xml' },
  zip: { type: 'ARCHIVE', mime: 'application/zip' },
  gz: { type: 'ARCHIVE', mime: 'application/gzip' },
  tgz: { type: 'ARCHIVE', mime: 'application/gzip' },
  tar: { type: 'ARCHIVE', mime: 'application/x-tar' },
  '7z': { type: 'ARCHIVE', mime: 'application/x-7z-compressed' },
  rar: { type: 'ARCHIVE', mime: 'application/vnd.rar' },
};

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

export const mimeTypeOfName = (name: string): string => BY_EXTENSION[extensionOf(name)]?.mime ?? 'application/octet-stream';

export const cloudFileTypeOfName = (name: string): CloudFileType => BY_EXTENSION[extensionOf(name)]?.type ?? 'OTHER';

/** The extensions of a type, for filters written in SQL. */
export const extensionsOfType = (type: CloudFileType): string[] =>
  Object.entries(BY_EXTENSION)
    .filter(([, kind]) => kind.type === type)
    .map(([extension]) => extension);

/** Every known extension: a file with none of them is of type OTHER. */
export const KNOWN_EXTENSIONS = Object.keys(BY_EXTENSION);
