import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from '../../components/toaster';
import { ScreenErrorScreen } from '../system/ScreenErrorScreen';

/** /mail-connect's error boundary: the product's toast, then the screen error (which keeps the header). */
export function MailConnectError() {
  const intl = useIntl();
  useEffect(() => {
    toaster.create({
      type: 'error',
      title: intl.formatMessage({ id: 'mail.errors.fetchAccounts' }),
      description: intl.formatMessage({ id: 'mail.errors.fetchMessages' }),
    });
  }, [intl]);
  return <ScreenErrorScreen />;
}
