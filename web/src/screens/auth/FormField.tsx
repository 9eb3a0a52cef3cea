import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled input with its error message under it. */
export function FormField({ label, error, children, ...input }: InputProps & { label: ReactNode; error?: string; children?: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children ?? <Input {...input} />}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
