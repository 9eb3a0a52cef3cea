const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size in the reader's language, in the largest unit (of 1,024) that keeps it at 1 or more:
 * "0 octet", "4 ko", "1,5 Mo", "100 GB". Bytes are written in full, as Intl shortens them oddly
 * ("500 byte"); the larger units short, with one decimal at most. The web app and the server's own
 * pages (a shared file's page) write sizes alike.
 */
export function formatFileSize(locale: string, bytes: number): string {
  const exponent = bytes < 1024 ? 0 : Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[exponent],
    unitDisplay: exponent === 0 ? 'long' : 'short',
    maximumFractionDigits: exponent === 0 ? 0 : 1,
  }).format(bytes / 1024 ** exponent);
}
