import { Button, HStack } from '@chakra-ui/react';
import { LANGUAGES, MESSAGES, type Language } from '../../i18n/messages';
import { useLanguage } from '../../i18n/LanguageProvider';
import { commitAsync } from '../auth/authMutations';
import { useAuthFeedback } from '../auth/authFeedback';
import { AccountCard } from './AccountScreen';
import { useSetLanguageMutation } from './accountMutations';

/** The language of screens and emails, saved on the account. */
export function LanguageCard({ signedIn }: { signedIn: boolean }) {
  const { language, setLanguage } = useLanguage();
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
          <Button key={option} variant={option === language ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={option === language} onClick={() => choose(option)} lang={option}>
            {MESSAGES[option]['common.languageName']}
          </Button>
        ))}
      </HStack>
    </AccountCard>
  );
}
