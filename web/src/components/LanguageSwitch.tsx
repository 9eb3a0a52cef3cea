import { Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../i18n/LanguageProvider';

export function LanguageSwitch() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const next = language === 'fr' ? 'en' : 'fr';
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => setLanguage(next)}
      aria-label={intl.formatMessage({ id: 'common.language' })}
      data-testid="language-switch"
      lang={next}
    >
      {intl.formatMessage({ id: 'common.switchLanguage' })}
    </Button>
  );
}
