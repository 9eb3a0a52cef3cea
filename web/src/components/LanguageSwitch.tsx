import { Box, Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Language } from '../i18n/languages';
import { useLanguage } from '../i18n/LanguageProvider';

/**
 * Switches to the other language, named in full; on a phone by its code (EN, FR). The button's name
 * is the text it shows, in that language (a label other than the visible text misleads voice
 * control). `onSwitch` lets a signed-in frame save the choice on the account too.
 */
export function LanguageSwitch({ onSwitch }: { onSwitch?: (language: Language) => void }) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const next = language === 'fr' ? 'en' : 'fr';
  return (
    <Button
      size={{ base: 'xs', sm: 'sm' }}
      variant="ghost"
      onClick={() => {
        setLanguage(next);
        onSwitch?.(next);
      }}
      data-testid="language-switch"
      lang={next}
    >
      <Box as="span" hideFrom="sm">
        {intl.formatMessage({ id: 'common.switchLanguageShort' })}
      </Box>
      <Box as="span" hideBelow="sm">
        {intl.formatMessage({ id: 'common.switchLanguage' })}
      </Box>
    </Button>
  );
}
