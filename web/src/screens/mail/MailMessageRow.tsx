import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { MailMessageRow_message$key } from '../../__generated__/MailMessageRow_message.graphql';
import { formatFileSize } from '../../components/FileSize';
import { RiskBadge } from '../documents/DocumentBadges';
import { RelativeDay } from '../insights/InsightParts';

/** A cell that, on a phone, is a piece of the message's block rather than a column. */
const CELL = { display: { base: 'block', md: 'table-cell' }, borderBottomWidth: { base: '0', md: '1px' }, px: { base: '0', md: '2' } } as const;

/**
 * One message brought in: its sender, subject, day, attachments, the documents it became once
 * processed and, for each attachment left out, why. On a phone it is a block (sender, subject and day,
 * then its documents), without the attachments' column.
 */
export function MailMessageRow({ message }: { message: MailMessageRow_message$key }) {
  const intl = useIntl();
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
        skippedAttachments {
          filename
          reason
          maxBytes
        }
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
    <Table.Row
      data-testid="mail-message"
      display={{ base: 'flex', md: 'table-row' }}
      flexDirection="column"
      gap="1"
      py={{ base: '3', md: '0' }}
      borderBottomWidth={{ base: '1px', md: '0' }}
    >
      <Table.Cell {...CELL}>
        <Text fontWeight="medium" wordBreak="break-word">
          {row.fromName || row.fromAddress}
        </Text>
        <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
          {row.fromAddress}
        </Text>
      </Table.Cell>
      <Table.Cell {...CELL} wordBreak="break-word">
        {row.subject || <FormattedMessage id="mail.messages.noSubject" />}
      </Table.Cell>
      <Table.Cell {...CELL} fontSize={{ base: 'xs', md: 'inherit' }} color={{ base: 'fg.muted', md: 'inherit' }}>
        <RelativeDay date={row.receivedAt} />
      </Table.Cell>
      <Table.Cell hideBelow="md" wordBreak="break-word">
        {row.hasAttachments ? row.attachmentNames.join(', ') : '—'}
      </Table.Cell>
      <Table.Cell {...CELL}>
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
            {row.skippedAttachments.map((skip, index) => (
              <Text key={`${index}-${skip.filename}`} fontSize="xs" color="fg.muted" wordBreak="break-word" data-testid="mail-skipped-attachment">
                <FormattedMessage
                  id="mail.messages.skipped"
                  values={{
                    filename: skip.filename,
                    reason: intl.formatMessage(
                      { id: `mail.messages.skipReasons.${skip.reason}` },
                      { hasLimit: skip.maxBytes ? 'yes' : 'no', limit: skip.maxBytes ? formatFileSize(intl, skip.maxBytes) : '' },
                    ),
                  }}
                />
              </Text>
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
