import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FULL_NAME_MAX, normalizeFullName } from '../../auth-rules';
import { codeOf, useMutationToasts, codeOfError } from '../../components/mutationToasts';
import { useUpdateProfileMutation } from './accountMutations';

/** The member's own name, as colleagues see it and as their next signatures carry it. */
export function ProfileForm({ fullName }: { fullName: string }) {
  const [name, setName] = useState(fullName);
  const [commit, saving] = useUpdateProfileMutation();
  const toasts = useMutationToasts();
  const save = () =>
    commit({
      variables: { input: { fullName: name } },
      onCompleted: ({ updateProfile: answer }, errors) => {
        if (errors?.length) return toasts.error('account.name.failed', null);
        if (answer.__typename === 'MutationUpdateProfileSuccess') {
          if (answer.user) setName(answer.user.fullName);
          return toasts.success('account.name.saved');
        }
        toasts.error('account.name.failed', answer.__typename === 'ValidationFailed' ? answer.problems?.[0]?.code : codeOf(answer));
      },
      onError: (error) => toasts.error('account.name.failed', codeOfError(error)),
    });
  const unchanged = normalizeFullName(name) === fullName;
  return (
    <Field.Root>
      <Field.Label>
        <FormattedMessage id="account.name.title" />
      </Field.Label>
      <HStack width="full" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <Input value={name} maxLength={FULL_NAME_MAX} autoComplete="name" onChange={(event) => setName(event.target.value)} data-testid="account-full-name" />
        <Button variant="outline" flexShrink={0} loading={saving} disabled={!name.trim() || unchanged} onClick={save} data-testid="account-save-name">
          <FormattedMessage id="account.name.save" />
        </Button>
      </HStack>
      <Field.HelperText>
        <FormattedMessage id="account.name.help" />
      </Field.HelperText>
    </Field.Root>
  );
}
