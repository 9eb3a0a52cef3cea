import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** The path of the organization's export (server/organizations/organization-export.ts). */
const EXPORT_PATH = '/api/organization/export';

/** Administrators: everything the organization keeps, in one ZIP (its files, and what they are, and the audit log). */
export function ExportOrganizationCard() {
  return (
    <Stack gap="3" bg="white" borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }} data-testid="export-organization">
      <Heading as="h2" size="md">
        <FormattedMessage id="organization.export.title" />
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="organization.export.body" />
      </Text>
      <Button asChild alignSelf="flex-start" size="sm" variant="outline">
        <a href={EXPORT_PATH} download data-testid="export-organization-download">
          <FormattedMessage id="organization.export.download" />
        </a>
      </Button>
    </Stack>
  );
}
