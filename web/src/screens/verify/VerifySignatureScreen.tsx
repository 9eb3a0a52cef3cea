import { Badge, Box, Button, Code, Container, Heading, HStack, List, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '../../components/toaster';
import { verifyPdf, type Verification, type VerificationStatus, type VerifiedSignature, type VerifiedSigner } from './verifyPdf';

const PALETTE: Record<VerificationStatus, string> = { VALID: 'green', VALID_UNKNOWN: 'orange', INVALID: 'red', NOT_SIGNED: 'gray' };
const KNOWN_ERRORS = new Set(['NOT_A_PDF', 'UNREADABLE_FILE', 'EMPTY_FILE', 'FILE_TOO_LARGE', 'RATE_LIMITED']);

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** Public page: drop a PDF, learn whether Paraphe signed it, by whom and when, and whether it changed since. */
export function VerifySignatureScreen() {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<{ fileName: string; verification: Verification } | null>(null);
  const fail = (id: string, values?: Record<string, string | number>) =>
    toaster.create({ type: 'error', title: intl.formatMessage({ id: 'common.error' }), description: intl.formatMessage({ id }, values) });

  async function check(file: File | null) {
    if (input.current) input.current.value = '';
    if (!file || checking) return;
    if (!isPdf(file)) return void fail('verify.errors.NOT_A_PDF');
    setChecking(true);
    setResult(null);
    try {
      const outcome = await verifyPdf(file);
      if (outcome.kind === 'checked') setResult({ fileName: file.name, verification: outcome.verification });
      else if (outcome.kind === 'network') fail('verify.errors.network');
      else if (outcome.code && KNOWN_ERRORS.has(outcome.code)) fail(`verify.errors.${outcome.code}`, { seconds: outcome.retryAfterS ?? 60 });
      else fail('verify.errors.failed');
    } finally {
      setChecking(false);
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void check(event.dataTransfer.files?.[0] ?? null);
  }

  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }}>
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size="3xl">
            <FormattedMessage id="verify.title" />
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            <FormattedMessage id="verify.intro" />
          </Text>
          <List.Root ps="5" color="fg.muted" gap="1">
            {(['signature', 'integrity', 'origin'] as const).map((key) => (
              <List.Item key={key}>
                <FormattedMessage id={`verify.checks.${key}`} />
              </List.Item>
            ))}
          </List.Root>
        </Stack>

        <Box
          data-testid="verify-dropzone"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={dragging ? 'brand.500' : 'border'}
          bg={dragging ? 'brand.50' : 'white'}
          rounded="xl"
          p={{ base: '6', md: '10' }}
          textAlign="center"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            data-testid="verify-file"
            onChange={(event) => void check(event.target.files?.[0] ?? null)}
          />
          <Stack gap="3" align="center">
            <Text fontWeight="semibold">
              <FormattedMessage id="verify.drop" />
            </Text>
            <Button
              colorPalette="brand"
              onClick={() => input.current?.click()}
              loading={checking}
              loadingText={intl.formatMessage({ id: 'verify.checking' })}
              data-testid="verify-choose"
            >
              <FormattedMessage id="verify.choose" />
            </Button>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="verify.privacy" />
            </Text>
          </Stack>
        </Box>

        {checking && (
          <HStack justify="center" color="fg.muted">
            <Spinner size="sm" />
            <Text>
              <FormattedMessage id="verify.checking" />
            </Text>
          </HStack>
        )}
        {result && <ResultCard fileName={result.fileName} verification={result.verification} />}
      </Stack>
    </Container>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        <FormattedMessage id={label} />
      </Text>
      <Box data-testid={testId} wordBreak="break-word">
        {children}
      </Box>
    </Stack>
  );
}

/** Green: signed here and unchanged; orange: a valid signature made elsewhere; red: changed or broken; grey: no signature. */
function ResultCard({ fileName, verification }: { fileName: string; verification: Verification }) {
  const intl = useIntl();
  const { status } = verification;
  const palette = PALETTE[status];
  const signedAt = verification.signedAt ? intl.formatDate(verification.signedAt, { dateStyle: 'long', timeStyle: 'short' }) : null;
  const showIdentity = status === 'VALID' || status === 'VALID_UNKNOWN';
  // Several signers: each with their own time and type, listed below, rather than one type for all.
  const signers = verification.signers ?? [];
  const severalSigners = status === 'VALID' && signers.length > 1;
  return (
    <Box
      data-testid="verify-result"
      data-status={status}
      role="status"
      colorPalette={palette}
      bg="colorPalette.50"
      borderWidth="1px"
      borderColor="colorPalette.300"
      borderInlineStartWidth="6px"
      borderInlineStartColor="colorPalette.500"
      rounded="xl"
      p={{ base: '5', md: '7' }}
    >
      <Stack gap="5">
        <Stack gap="2">
          <HStack gap="3" wrap="wrap">
            <Badge colorPalette={palette} variant="solid" size="lg">
              <FormattedMessage id={`verify.badge.${status}`} />
            </Badge>
            <Text color="fg.muted" fontSize="sm" truncate maxW="full">
              {fileName}
            </Text>
          </HStack>
          <Heading as="h2" size="lg" data-testid="verify-result-title">
            <FormattedMessage id={`verify.result.${status}.title`} />
          </Heading>
          <Text>
            <FormattedMessage id={`verify.result.${status}.description`} />
          </Text>
          {status === 'INVALID' && verification.reason && (
            <Text fontWeight="medium" data-testid="verify-reason">
              <FormattedMessage id={`verify.reasons.${verification.reason}`} />
            </Text>
          )}
        </Stack>
        {showIdentity && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {showIdentity && verification.signer?.name && (
              <Fact label="verify.fields.signer" testId="verify-signer">
                <Text fontWeight="semibold">{verification.signer.name}</Text>
                {verification.signer.email && (
                  <Text fontSize="sm" color="fg.muted">
                    {verification.signer.email}
                  </Text>
                )}
              </Fact>
            )}
            {status === 'VALID' && verification.organization && (
              <Fact label="verify.fields.organization" testId="verify-organization">
                <Text>{verification.organization}</Text>
              </Fact>
            )}
            {status === 'VALID' && verification.title && (
              <Fact label="verify.fields.title" testId="verify-title">
                <Text>{verification.title}</Text>
              </Fact>
            )}
            {showIdentity && signedAt && (
              <Fact label="verify.fields.signedAt" testId="verify-signed-at">
                <Text>{signedAt}</Text>
              </Fact>
            )}
            {showIdentity && verification.timestamp && (
              <Fact label="verify.fields.timestampedAt" testId="verify-timestamp">
                <Text>{intl.formatDate(verification.timestamp.timestampedAt, { dateStyle: 'long', timeStyle: 'long' })}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {verification.timestamp.imprintMatches && verification.timestamp.signatureValid ? (
                    <FormattedMessage id="verify.timestampOk" values={{ authority: verification.timestamp.authority ?? '—' }} />
                  ) : (
                    <FormattedMessage id="verify.timestampMismatch" />
                  )}
                </Text>
              </Fact>
            )}
            {status === 'VALID' && !severalSigners && verification.signatureType && (
              <Fact label="verify.fields.signatureType">
                <Text>
                  <FormattedMessage id={`verify.signatureTypes.${verification.signatureType}`} />
                </Text>
              </Fact>
            )}
            {showIdentity && (
              <Fact label="verify.fields.level" testId="verify-level">
                <Text fontWeight="semibold" data-level={verification.level ?? 'none'}>
                  <FormattedMessage id={`verify.levels.${verification.level ?? 'none'}`} />
                </Text>
              </Fact>
            )}
            {showIdentity && verification.chain && (
              <Fact label="verify.fields.chain" testId="verify-chain">
                <Text data-chain={verification.chain}>
                  <FormattedMessage id={`verify.chains.${verification.chain}`} />
                </Text>
              </Fact>
            )}
            {status === 'VALID_UNKNOWN' && verification.certificate && (
              <Fact label="verify.fields.certificate" testId="verify-certificate">
                <Text>{verification.certificate.commonName ?? '—'}</Text>
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id={verification.certificate.paraphe ? 'verify.certificateParaphe' : 'verify.certificateOther'} />
                </Text>
              </Fact>
            )}
          </SimpleGrid>
        )}
        {severalSigners && <SignerList signers={signers} />}
        {showIdentity && verification.signatures.length > 1 && <SignatureList signatures={verification.signatures} />}
        <Fact label="verify.fields.sha256" testId="verify-sha256">
          <Code fontSize="xs" wordBreak="break-all" whiteSpace="normal" bg="white">
            {verification.sha256}
          </Code>
        </Fact>
      </Stack>
    </Box>
  );
}

/** Everyone who signed a file Paraphe signed for several people, in order: who, when, and their own signature type. */
function SignerList({ signers }: { signers: VerifiedSigner[] }) {
  const intl = useIntl();
  return (
    <Stack gap="2" data-testid="verify-signers">
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        <FormattedMessage id="verify.fields.signers" values={{ count: signers.length }} />
      </Text>
      <List.Root as="ol" gap="2" listStyle="none">
        {signers.map((signer, index) => (
          <List.Item key={index} data-testid="verify-signer-item" data-type={signer.signatureType ?? 'none'} bg="white" rounded="md" borderWidth="1px" p="3">
            <Stack gap="0.5" minW="0">
              <Text fontWeight="semibold" wordBreak="break-word">
                <FormattedMessage id="verify.signerItem" values={{ position: index + 1, signer: signer.name ?? signer.email ?? '—' }} />
              </Text>
              {signer.email && signer.name && (
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {signer.email}
                </Text>
              )}
              {signer.signedAt && <Text fontSize="sm">{intl.formatDate(signer.signedAt, { dateStyle: 'long', timeStyle: 'short' })}</Text>}
              {signer.signatureType && (
                <Text fontSize="sm">
                  <FormattedMessage
                    id="common.labelValue"
                    values={{
                      label: <FormattedMessage id="verify.fields.signatureType" />,
                      value: <FormattedMessage id={`verify.signatureTypes.${signer.signatureType}`} />,
                    }}
                  />
                </Text>
              )}
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** Every signature of a file signed more than once, in the order they were made: who, when, level and chain. */
function SignatureList({ signatures }: { signatures: VerifiedSignature[] }) {
  const intl = useIntl();
  return (
    <Stack gap="2" data-testid="verify-signatures">
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        <FormattedMessage id="verify.fields.signatures" values={{ count: signatures.length }} />
      </Text>
      <List.Root as="ol" gap="2" listStyle="none">
        {signatures.map((signature, index) => (
          <List.Item key={index} data-testid="verify-signature" data-level={signature.level ?? 'none'} bg="white" rounded="md" borderWidth="1px" p="3">
            <Stack gap="0.5">
              <Text fontWeight="semibold">
                <FormattedMessage id="verify.signatureItem" values={{ position: index + 1, signer: signature.signer.name ?? signature.signer.email ?? '—' }} />
              </Text>
              {signature.signedAt && <Text fontSize="sm">{intl.formatDate(signature.signedAt, { dateStyle: 'long', timeStyle: 'short' })}</Text>}
              <Text fontSize="sm">
                <FormattedMessage id={`verify.levels.${signature.level ?? 'none'}`} />
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id={`verify.chains.${signature.chain}`} />
              </Text>
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
