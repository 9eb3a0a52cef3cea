import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { PDFDocument } from 'pdf-lib';
import { timedOutcome } from '../metrics/metrics';
import type { Services } from '../services';
import { padesSignature, type CmsSigner } from './cms';
import { appendDss, validationDataOf } from './dss';
import { TimestampingSigner } from './timestamp';

/** Room for the CMS signature in the PDF (bytes, written as hex), certificate chain included. */
const SIGNATURE_LENGTH = 8192;
/** More room when the signature carries an RFC 3161 token: the authority's signature and certificates. */
const TIMESTAMP_LENGTH = 16384;

/** What the PDF's signature dictionary says of the signing; `signingTime` is its /M. */
export interface SealFacts {
  reason: string;
  contactInfo: string;
  name: string;
  location: string;
  signingTime: Date;
}

/** @signpdf's signer interface over the PAdES B-B signature. */
class PadesSigner extends Signer {
  constructor(private readonly key: CmsSigner) {
    super();
  }

  override async sign(data: Buffer): Promise<Buffer> {
    return padesSignature(data, this.key);
  }
}

/** Keeps the CMS signature its signer made, for the validation data that follows it. */
class KeepingSigner extends Signer {
  cms: Buffer | null = null;

  constructor(private readonly inner: Signer) {
    super();
  }

  override async sign(data: Buffer, signingTime?: Date): Promise<Buffer> {
    this.cms = await this.inner.sign(data, signingTime);
    return this.cms;
  }
}

/**
 * Adds the PAdES baseline signature (`ETSI.CAdES.detached`, SHA-256, B-B) made with the
 * organization's key; with `TSA_URL` an RFC 3161 signature timestamp too (B-T), then the
 * validation data in a DSS appended by an incremental update: the certificates of the signer's and
 * the authority's chains, and the CRLs their distribution points give (B-LT when every certificate
 * that is not a root has one). The timestamp is asked for before anything is stored, so when it
 * fails nothing is written.
 */
export async function sealPdf(services: Services, pdf: PDFDocument, key: CmsSigner, facts: SealFacts): Promise<Buffer> {
  const { TSA_URL, TSA_TIMEOUT_MS } = services.config;
  const certificatesLength = key.certificates.reduce((total, der) => total + der.length, 0);
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    ...facts,
    signatureLength: Math.max(SIGNATURE_LENGTH, certificatesLength + 4096) + (TSA_URL ? TIMESTAMP_LENGTH : 0),
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'Paraphe',
  });
  const unsigned = await pdf.save({ useObjectStreams: false });
  const signer = new PadesSigner(key);
  if (!TSA_URL) return timedOutcome(services.metrics.signingDuration, () => new SignPdf().sign(Buffer.from(unsigned), signer));
  const timestamping = new KeepingSigner(new TimestampingSigner(signer, { url: TSA_URL, timeoutMs: TSA_TIMEOUT_MS }));
  return timedOutcome(services.metrics.signingDuration, async () => {
    const signed = await new SignPdf().sign(Buffer.from(unsigned), timestamping);
    // B-LT builds on B-T: without a timestamp there is no long-term level to reach.
    return appendDss(signed, await validationDataOf(timestamping.cms!, { timeoutMs: TSA_TIMEOUT_MS, logger: services.logger }));
  });
}
