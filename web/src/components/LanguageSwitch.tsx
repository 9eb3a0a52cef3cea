import { Box, Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../i18n/LanguageProvider';

/** Switches to the other language, named in full; on a phone by its code (EN, FR). */
export function LanguageSwitch() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const next = language === 'fr' ? 'en' : 'fr';
  return (
    <Button
      size={{ base: 'xs', sm: 'sm' }}
      variant="ghost"
      onClick={() => setLanguage(next)}
      aria-label={intl.formatMessage({ id: 'common.language' })}
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
