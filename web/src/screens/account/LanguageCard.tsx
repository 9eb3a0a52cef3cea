import { Button, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { useLanguage } from '../../i18n/LanguageProvider';
import { commitAsync } from '../auth/authMutations';
import { useAuthFeedback } from '../auth/authFeedback';
import { AccountCard } from './AccountCard';
import { useSetLanguageMutation } from './accountMutations';

/** The language of screens and emails, saved on the account. */
export function LanguageCard({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  // Each language by its own name: the current one's, and (two languages) the one the switch offers.
  const nameOf = (option: Language) => intl.formatMessage({ id: option === language ? 'common.languageName' : 'common.switchLanguage' });
  const feedback = useAuthFeedback();
  const [save] = useSetLanguageMutation();
  const choose = async (next: Language) => {
    setLanguage(next);
    if (signedIn) {
      await commitAsync(save, { language: next }).catch(() => undefined);
      feedback.success('account.language.saved');
    }
  };
  return (
    <AccountCard titleId="account.language.title">
      <HStack>
        {LANGUAGES.map((option) => (
          <Button
            key={option}
            variant={option === language ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={option === language}
            onClick={() => choose(option)}
            lang={option}
          >
            {nameOf(option)}
          </Button>
        ))}
      </HStack>
    </AccountCard>
  );
}
