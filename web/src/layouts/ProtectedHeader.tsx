import { Box, Container, Flex, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ProtectedHeader_viewer$key } from '../__generated__/ProtectedHeader_viewer.graphql';
import { Brand } from '../components/Brand';
import { LanguageSwitch } from '../components/LanguageSwitch';

/** Sticky header of the signed-in app, brand centred. */
export function ProtectedHeader({ viewer }: { viewer: ProtectedHeader_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ProtectedHeader_viewer on Viewer {
        user {
          fullName
        }
      }
    `,
    viewer,
  );
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl" py="3">
        <Flex align="center" justify="space-between">
          <Box flex="1" />
          <Link to="/dashboard" aria-label="Paraphe">
            <Brand />
          </Link>
          <Flex flex="1" justify="flex-end" align="center" gap="3">
            <Text fontSize="sm" color="fg.muted" hideBelow="md">
              {data.user.fullName}
            </Text>
            <LanguageSwitch />
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
