import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMatches } from 'react-router';

/** What a route of the route table may say about itself (its `handle`). */
export interface ScreenHandle {
  /** The message naming the screen in the browser's tab and history. */
  titleId: string;
}

const titleIdOf = (handle: unknown) => (handle && typeof handle === 'object' && 'titleId' in handle ? (handle as ScreenHandle).titleId : null);

/** Names the browser's tab after the screen shown ("Documents · Paraphe"), in the reader's language. */
export function ScreenTitle() {
  const intl = useIntl();
  const titleId = useMatches()
    .map((match) => titleIdOf(match.handle))
    .findLast((id) => id !== null);
  const title = titleId
    ? intl.formatMessage({ id: 'common.pageTitle' }, { title: intl.formatMessage({ id: titleId }) })
    : intl.formatMessage({ id: 'common.brand' });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
