import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { termsLinks } from '../../components/termsLinks';

/** "I accept the terms of use and the privacy policy", linked to both, with the rule's reason when it is not ticked. */
export function TermsCheckbox({ checked, onChange, error }: { checked: boolean; onChange(checked: boolean): void; error?: string }) {
  return (
    <Stack gap="1">
      <Checkbox.Root checked={checked} onCheckedChange={(change) => onChange(change.checked === true)} invalid={Boolean(error)}>
        <Checkbox.HiddenInput name="acceptTerms" />
        <Checkbox.Control />
        <Checkbox.Label>
          <FormattedMessage id="auth.acceptTerms" values={termsLinks} />
        </Checkbox.Label>
      </Checkbox.Root>
      {error && (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
