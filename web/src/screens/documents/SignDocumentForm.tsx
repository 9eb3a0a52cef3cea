import { Button, Field, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SignatureType } from '../../__generated__/documentMutationsSignMutation.graphql';
import { useSignDocumentMutation, type SignatureInput } from './documentMutations';

const TYPES: SignatureType[] = ['SIMPLE', 'DRAWN', 'CERTIFIED'];
const PAD = { width: 360, height: 120 };

/** Ink on a canvas, by mouse, pen or finger; `onInk` says whether anything is drawn. */
function SignaturePad({ canvas, onInk }: { canvas: React.RefObject<HTMLCanvasElement | null>; onInk(inked: boolean): void }) {
  const last = useRef<{ x: number; y: number } | null>(null);
  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) * PAD.width) / box.width, y: ((event.clientY - box.top) * PAD.height) / box.height };
  };
  const draw = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!last.current) return;
    const context = event.currentTarget.getContext('2d')!;
    const next = point(event);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.strokeStyle = '#1e293b';
    context.beginPath();
    context.moveTo(last.current.x, last.current.y);
    context.lineTo(next.x, next.y);
    context.stroke();
    last.current = next;
    onInk(true);
  };
  return (
    <canvas
      ref={canvas}
      width={PAD.width}
      height={PAD.height}
      style={{
        width: '100%',
        maxWidth: PAD.width,
        height: 'auto',
        aspectRatio: `${PAD.width} / ${PAD.height}`,
        border: '1px dashed #94a3b8',
        borderRadius: 6,
        background: 'white',
        touchAction: 'none',
      }}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        last.current = point(event);
      }}
      onPointerMove={draw}
      onPointerUp={() => (last.current = null)}
      onPointerLeave={() => (last.current = null)}
      data-testid="signature-pad"
    />
  );
}

/** What the form gives: the signature's kind, its place and, drawn, its image. */
export type { SignatureInput };

/**
 * Signs a pending document explicitly: a typed name (SIMPLE), a signature drawn here (DRAWN) or a
 * certified signature, with the place of signing. The server makes the signed PDF.
 * `onSubmit` replaces the plain signature: the caller sends the signature its own way (a signature
 * request) and says it is busy with `submitting`. A document of high risk says so first, as the
 * approval's confirmation does.
 */
export function SignDocumentForm({
  documentId,
  onDone,
  onCancel,
  onSubmit,
  submitting = false,
  highRisk = false,
}: {
  documentId: string;
  highRisk?: boolean;
  onDone(): void;
  onCancel(): void;
  onSubmit?(input: SignatureInput): void;
  submitting?: boolean;
}) {
  const intl = useIntl();
  const [type, setType] = useState<SignatureType>('SIMPLE');
  const [location, setLocation] = useState('');
  const [inked, setInked] = useState(false);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [sign, signing] = useSignDocumentMutation();
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, PAD.width, PAD.height);
    setInked(false);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (type === 'DRAWN' && !inked) return;
    const drawnSignature = type === 'DRAWN' ? canvas.current!.toDataURL('image/png') : null;
    if (onSubmit) {
      onSubmit({ signatureType: type, location: location.trim() || null, drawnSignature });
      return;
    }
    sign(documentId, { signatureType: type, location: location.trim() || null, drawnSignature }, onDone);
  };
  return (
    <form onSubmit={submit} data-testid="sign-form">
      <Stack gap="3" borderWidth="1px" rounded="md" p="3">
        {highRisk && (
          <Text color="red.600" fontSize="sm" data-testid="sign-high-risk">
            <FormattedMessage id="signing.approval.highRisk" />
          </Text>
        )}
        <RadioGroup.Root value={type} onValueChange={(event) => setType(event.value as SignatureType)} size="sm">
          <HStack gap="4" wrap="wrap">
            {TYPES.map((value) => (
              <RadioGroup.Item key={value} value={value} data-testid={`sign-type-${value}`}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <FormattedMessage id={`signing.types.${value}`} />
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id={`signing.explain.${type}`} />
        </Text>
        {type === 'DRAWN' && (
          <Stack gap="1">
            <SignaturePad canvas={canvas} onInk={setInked} />
            <HStack justify="space-between">
              <Text fontSize="xs" color="fg.muted">
                <FormattedMessage id={inked ? 'signing.padReady' : 'signing.padEmpty'} />
              </Text>
              <Button size="xs" variant="ghost" onClick={clear}>
                <FormattedMessage id="signing.clear" />
              </Button>
            </HStack>
          </Stack>
        )}
        <Field.Root>
          <Field.Label>
            <FormattedMessage id="signing.location" />
          </Field.Label>
          <Input
            size="sm"
            value={location}
            onChange={(event) => setLocation(event.target.value)}
            maxLength={120}
            placeholder={intl.formatMessage({ id: 'signing.locationPlaceholder' })}
            data-testid="sign-location"
          />
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="green" loading={signing || submitting} disabled={type === 'DRAWN' && !inked} data-testid="sign-confirm">
            <FormattedMessage id="signing.confirm" />
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel} disabled={signing || submitting}>
            <FormattedMessage id="documentPage.cancel" />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
