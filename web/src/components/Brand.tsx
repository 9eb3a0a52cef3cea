import { HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function Brand({ size = 'lg' }: { size?: 'md' | 'lg' | 'xl' }) {
  return (
    <HStack gap="2">
      <img src="/favicon.svg" alt="" width={24} height={24} />
      <Text fontWeight="bold" fontSize={size} letterSpacing="tight" color="brand.700">
        <FormattedMessage id="common.brand" />
      </Text>
    </HStack>
  );
}
