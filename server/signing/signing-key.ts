import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import forge from 'node-forge';
import { openSecret, sealSecret } from '../auth/secret-box';
import { Prisma } from '../db/generated/client';
import type { Services } from '../services';

export interface SigningKey {
  /** PKCS#12 bundle of the key and its certificate, as @signpdf's signer takes it. */
  p12: Buffer;
  passphrase: string;
  /** Who the certificate names, shown on the certificate page. */
  subject: string;
}

/**
 * The organization's signing key: the PKCS#12 file of SIGNING_P12_PATH when the installation has
 * one, otherwise a certificate made once per organization, its private key sealed at rest.
 */
export async function signingKeyOf(services: Services, organizationId: string): Promise<SigningKey> {
  const { config } = services;
  if (config.SIGNING_P12_PATH) {
    const p12 = readFileSync(config.SIGNING_P12_PATH);
    const bundle = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), config.SIGNING_P12_PASSWORD ?? '');
    const certificate = bundle.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag]?.[0]?.cert;
    return { p12, passphrase: config.SIGNING_P12_PASSWORD ?? '', subject: certificate?.subject.getField('CN')?.value ?? 'Paraphe' };
  }
  const identity = (await services.db.prisma.signingIdentity.findUnique({ where: { organizationId } })) ?? (await createIdentity(services, organizationId));
  const key = forge.pki.privateKeyFromPem(openSecret(identity.privateKeySealed, config.ENCRYPTION_KEY));
  const certificate = forge.pki.certificateFromPem(identity.certificatePem);
  const passphrase = randomBytes(16).toString('hex');
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase, subject: certificate.subject.getField('CN')?.value ?? 'Paraphe' };
}

async function createIdentity(services: Services, organizationId: string) {
  const organization = await services.db.prisma.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { name: true } });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  const key = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  const now = services.clock.now();
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now.getTime() + 10 * 365 * 86_400_000);
  const attributes = [
    { name: 'commonName', value: `${organization.name} (Paraphe)`.slice(0, 64) },
    { name: 'organizationName', value: organization.name.slice(0, 64) },
  ];
  certificate.setSubject(attributes);
  certificate.setIssuer(attributes);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const data = { organizationId, certificatePem: forge.pki.certificateToPem(certificate), privateKeySealed: sealSecret(privateKey, services.config.ENCRYPTION_KEY), createdAt: now };
  try {
    return await services.db.prisma.signingIdentity.create({ data });
  } catch (error) {
    // Two first signatures at once: the one that was stored first is the organization's.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return services.db.prisma.signingIdentity.findUniqueOrThrow({ where: { organizationId } });
    throw error;
  }
}
