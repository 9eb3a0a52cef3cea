import { HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** The logo and the name; on a phone the logo alone, so that the header keeps room for its controls. */
export function Brand({ size = 'lg' }: { size?: 'md' | 'lg' | 'xl' }) {
  return (
    <HStack gap="2">
      <img src="/favicon.svg" alt="" width={24} height={24} />
      <Text fontWeight="bold" fontSize={size} letterSpacing="tight" color="brand.700" hideBelow="sm">
        <FormattedMessage id="common.brand" />
      </Text>
    </HStack>
  );
}
