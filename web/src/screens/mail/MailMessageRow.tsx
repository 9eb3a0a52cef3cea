import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { MailMessageRow_message$key } from '../../__generated__/MailMessageRow_message.graphql';
import { RiskBadge } from '../documents/DocumentBadges';
import { RelativeDay } from '../insights/InsightParts';

/** One message brought in: its sender, subject, day, attachments, and the documents it became once processed. */
export function MailMessageRow({ message }: { message: MailMessageRow_message$key }) {
  const row = useFragment(
    graphql`
      fragment MailMessageRow_message on MailMessage {
        fromAddress
        fromName
        subject
        receivedAt
        hasAttachments
        attachmentNames
        processed
        documents {
          id
          title
          riskScore
        }
      }
    `,
    message,
  );
  return (
    <Table.Row data-testid="mail-message">
      <Table.Cell>
        <Text fontWeight="medium">{row.fromName || row.fromAddress}</Text>
        <Text fontSize="xs" color="fg.muted">
          {row.fromAddress}
        </Text>
      </Table.Cell>
      <Table.Cell>{row.subject || <FormattedMessage id="mail.messages.noSubject" />}</Table.Cell>
      <Table.Cell>
        <RelativeDay date={row.receivedAt} />
      </Table.Cell>
      <Table.Cell>{row.hasAttachments ? row.attachmentNames.join(', ') : '—'}</Table.Cell>
      <Table.Cell>
        {row.processed ? (
          <Stack gap="1">
            <Badge colorPalette="green" variant="subtle" alignSelf="start">
              <FormattedMessage id="mail.messages.processed" />
            </Badge>
            {row.documents.map((document) => (
              <HStack key={document.id} gap="2">
                <Link to={`/documents?document=${encodeURIComponent(document.id)}`}>{document.title}</Link>
                <RiskBadge score={document.riskScore} />
              </HStack>
            ))}
          </Stack>
        ) : (
          <Badge variant="outline">
            <FormattedMessage id="mail.messages.pending" />
          </Badge>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
