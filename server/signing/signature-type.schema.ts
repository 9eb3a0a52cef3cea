import { builder } from '../graphql/builder';
import { AppError } from '../errors';
import { SIGNATURE_TYPES } from './sign-document';

export const SignatureTypeEnum = builder.enumType('SignatureType', {
  description: 'How the signer signs: a typed name, a drawn signature, or a certified signature.',
  values: {
    SIMPLE: { description: "The signer's name, typed." },
    DRAWN: { description: 'A signature drawn by hand, sent as `drawnSignature` and printed in the signature block.' },
    CERTIFIED: { description: 'Labelled as certified in the signature block and on the certificate page.' },
  } satisfies Record<(typeof SIGNATURE_TYPES)[number], { description: string }>,
});

/** A PNG data URL from the browser's drawing pad, as bytes. */
export function pngOf(dataUrl: string | null | undefined): Uint8Array | null {
  if (!dataUrl) return null;
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match) throw new AppError('INVALID_SIGNATURE_IMAGE', 'The drawn signature must be a PNG data URL');
  return new Uint8Array(Buffer.from(match[1], 'base64'));
}
