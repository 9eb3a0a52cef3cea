import { Button, Dialog, Field, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DialogFrame } from '../../components/DialogFrame';

/** What a text dialog asks: its title and field, the value to start from, and what to do with the answer. */
export interface TextRequest {
  title: string;
  label: string;
  value: string;
  hint?: string;
  testId: string;
  onSubmit(value: string): void;
}

/** Asks for one line of text (a new name, tags) in a dialog: Enter saves, Escape cancels. */
export function TextDialog({ request, onClose }: { request: TextRequest; onClose(): void }) {
  const [value, setValue] = useState(request.value);
  const save = () => {
    if (!value.trim()) return;
    request.onSubmit(value);
    onClose();
  };
  return (
    <DialogFrame onClose={onClose} testId={request.testId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Dialog.Header>
          <Dialog.Title>{request.title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Field.Root>
            <Field.Label>{request.label}</Field.Label>
            <Input autoFocus value={value} onChange={(event) => setValue(event.target.value)} onFocus={(event) => event.target.select()} />
            {request.hint && (
              <Text fontSize="xs" color="fg.muted" mt="1">
                {request.hint}
              </Text>
            )}
          </Field.Root>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" type="button">
              <FormattedMessage id="cloud.cancel" />
            </Button>
          </Dialog.ActionTrigger>
          <Button type="submit" colorPalette="blue" disabled={!value.trim()} data-testid={`${request.testId}-save`}>
            <FormattedMessage id="cloud.save" />
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}
