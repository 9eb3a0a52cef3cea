import { Group, IconButton, Input, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EyeIcon, EyeOffIcon } from '../../components/icons';

/** A password input with a show/hide toggle. */
export function PasswordInput(props: InputProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const label = intl.formatMessage({ id: visible ? 'auth.signIn.hidePassword' : 'auth.signIn.showPassword' });
  return (
    <Group attached w="full">
      <Input {...props} type={visible ? 'text' : 'password'} />
      <IconButton variant="outline" aria-label={label} title={label} onClick={() => setVisible((shown) => !shown)} aria-pressed={visible}>
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </IconButton>
    </Group>
  );
}
