import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { sessionDevice_session$key } from '../__generated__/sessionDevice_session.graphql';

/**
 * The device of a sign-in as its member recognises it ("Chrome 131 sur macOS"), read by the server
 * from the sign-in's User-Agent; the header itself when it names neither, which `userAgent` also
 * gives for a tooltip.
 */
export function useSessionDevice(session: sessionDevice_session$key): { label: string; userAgent: string | null } {
  const intl = useIntl();
  const { userAgent, browser, operatingSystem } = useFragment(
    graphql`
      fragment sessionDevice_session on ActiveSession {
        userAgent
        browser
        operatingSystem
      }
    `,
    session,
  );
  const label =
    browser && operatingSystem
      ? intl.formatMessage({ id: 'common.sessionDevice' }, { browser, os: operatingSystem })
      : (browser ?? operatingSystem ?? userAgent ?? intl.formatMessage({ id: 'common.unknownDevice' }));
  return { label, userAgent: userAgent ?? null };
}
