import { Box, HStack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { passwordStrength, type PasswordStrength } from '../../../../server/shared/password-strength';

const LEVELS: Record<PasswordStrength, { bars: number; color: string }> = {
  weak: { bars: 1, color: 'red.500' },
  medium: { bars: 2, color: 'orange.400' },
  strong: { bars: 3, color: 'green.500' },
  excellent: { bars: 4, color: 'green.700' },
};

/** Faible / Moyen / Fort / Excellent, from the scoring the server also applies; nothing when empty. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const intl = useIntl();
  const strength = passwordStrength(password);
  if (!strength) return null;
  const level = LEVELS[strength];
  return (
    <HStack gap="2" aria-live="polite">
      <HStack gap="1" flex="1" aria-hidden>
        {[1, 2, 3, 4].map((bar) => (
          <Box key={bar} h="1.5" flex="1" borderRadius="full" bg={bar <= level.bars ? level.color : 'gray.200'} />
        ))}
      </HStack>
      <Text fontSize="sm" color={level.color} data-testid="password-strength" data-strength={strength}>
        <span className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {intl.formatMessage({ id: 'auth.strength.label' })}:{' '}
        </span>
        {intl.formatMessage({ id: `auth.strength.${strength}` })}
      </Text>
    </HStack>
  );
}
