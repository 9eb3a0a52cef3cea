import { useIntl, type IntlShape } from 'react-intl';
import { formatFileSize as formatSize } from '../../../server/shared/file-size';

/** A size in the reader's language ("4 ko", "1,5 Mo", "500 bytes"): the rule of `shared/file-size.ts`. */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  return formatSize(intl.locale, bytes);
}

export function FileSize({ bytes }: { bytes: number }) {
  return formatFileSize(useIntl(), bytes);
}
