import { FormattedNumber } from 'react-intl';

/** A size in the reader's language ("Mo"/"MB"): kilobytes under one megabyte, gigabytes from one gigabyte. */
export function FileSize({ bytes }: { bytes: number }) {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes < 1) return <FormattedNumber value={Math.max(1, Math.round(bytes / 1024))} style="unit" unit="kilobyte" unitDisplay="short" />;
  if (megabytes < 1024) return <FormattedNumber value={megabytes} style="unit" unit="megabyte" unitDisplay="short" maximumFractionDigits={2} />;
  return <FormattedNumber value={megabytes / 1024} style="unit" unit="gigabyte" unitDisplay="short" maximumFractionDigits={2} />;
}
