import { Stack, Table, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';

/** What a table or chart of the analytics screen shows when the period has nothing for it. */
export function NoData() {
  return (
    <Text color="fg.muted" data-testid="analytics-empty">
      <FormattedMessage id="analytics.noData" />
    </Text>
  );
}

/** A percentage the server gives out of 100, to one decimal in the reader's language. */
export function Percent({ value }: { value: number }) {
  return <FormattedNumber value={value / 100} style="percent" maximumFractionDigits={1} />;
}

/**
 * A table of figures under its note: the first column names the row, the others hold figures (aligned
 * to the end); "no data" when there is no row.
 */
export function FiguresTable({ noteId, noteTestId, columnIds, rows }: { noteId: string; noteTestId?: string; columnIds: string[]; rows: ReactNode[] }) {
  const note = useId();
  return (
    <Stack gap="3">
      <Text id={note} fontSize="sm" color="fg.muted" data-testid={noteTestId}>
        <FormattedMessage id={noteId} />
      </Text>
      {rows.length === 0 ? (
        <NoData />
      ) : (
        // A table wider than a phone scrolls sideways: its box is reachable from the keyboard (its arrows scroll it), named by the note.
        <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-labelledby={note}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {columnIds.map((id, index) => (
                  <Table.ColumnHeader key={id} textAlign={index === 0 ? undefined : 'end'}>
                    <FormattedMessage id={id} />
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>{rows}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
