import { FormattedNumber } from 'react-intl';

/** A file size in the reader's language: kilobytes under one megabyte, megabytes above. */
export function FileSize({ bytes }: { bytes: number }) {
  const megabytes = bytes / (1024 * 1024);
  return megabytes < 1 ? (
    <FormattedNumber value={Math.max(1, Math.round(bytes / 1024))} style="unit" unit="kilobyte" unitDisplay="short" />
  ) : (
    <FormattedNumber value={megabytes} style="unit" unit="megabyte" unitDisplay="short" maximumFractionDigits={2} />
  );
}
