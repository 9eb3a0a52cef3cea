import { Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Language } from '../i18n/languages';
import { useLanguage } from '../i18n/LanguageProvider';

/** Switches the interface's language; `onSwitch` lets a signed-in frame save the choice on the account too. */
export function LanguageSwitch({ onSwitch }: { onSwitch?: (language: Language) => void }) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const next = language === 'fr' ? 'en' : 'fr';
  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => {
        setLanguage(next);
        onSwitch?.(next);
      }}
      aria-label={intl.formatMessage({ id: 'common.language' })}
      data-testid="language-switch"
      lang={next}
    >
      {intl.formatMessage({ id: 'common.switchLanguage' })}
    </Button>
  );
}
