import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import forge from 'node-forge';
import { openSecret, sealSecret } from '../security/secret-box';
import { Prisma } from '../db/generated/client';
import type { Services } from '../services';
import type { CmsSigner } from './cms';

export interface SigningKey extends CmsSigner {
  /** Who the certificate names, shown on the certificate page. */
  subject: string;
}

const derOfCertificate = (certificate: forge.pki.Certificate) => Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
const commonName = (certificate: forge.pki.Certificate | undefined) => (certificate?.subject.getField('CN')?.value as string | undefined) ?? 'Paraphe';

/**
 * The organization's signing key: the PKCS#12 file of SIGNING_P12_PATH when the installation has
 * one, otherwise a certificate made once per organization, its private key sealed at rest.
 */
export async function signingKeyOf(services: Services, organizationId: string): Promise<SigningKey> {
  const { config } = services;
  if (config.SIGNING_P12_PATH) {
    const p12 = readFileSync(config.SIGNING_P12_PATH);
    const bundle = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), config.SIGNING_P12_PASSWORD ?? '');
    const keyBags = [
      ...(bundle.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
      ...(bundle.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
    ];
    const key = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
    if (!key) throw new Error('SIGNING_P12_PATH holds no private key');
    const certificates = (bundle.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).flatMap((bag) => (bag.cert ? [bag.cert] : []));
    // The key's own certificate first, then the rest of the chain.
    const own = certificates.find((certificate) => (certificate.publicKey as forge.pki.rsa.PublicKey).n.equals(key.n));
    if (!own) throw new Error('SIGNING_P12_PATH holds no certificate for its key');
    const chain = [own, ...certificates.filter((certificate) => certificate !== own)];
    return { privateKeyPem: forge.pki.privateKeyToPem(key), certificates: chain.map(derOfCertificate), subject: commonName(own) };
  }
  const identity = (await services.db.prisma.signingIdentity.findUnique({ where: { organizationId } })) ?? (await createIdentity(services, organizationId));
  const certificate = forge.pki.certificateFromPem(identity.certificatePem);
  return {
    privateKeyPem: openSecret(identity.privateKeySealed, config.ENCRYPTION_KEY),
    certificates: [derOfCertificate(certificate)],
    subject: commonName(certificate),
  };
}

async function createIdentity(services: Services, organizationId: string) {
  const organization = await services.db.prisma.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { name: true } });
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
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
  const data = {
    organizationId,
    certificatePem: forge.pki.certificateToPem(certificate),
    privateKeySealed: sealSecret(privateKey, services.config.ENCRYPTION_KEY),
    createdAt: now,
  };
  try {
    return await services.db.prisma.signingIdentity.create({ data });
  } catch (error) {
    // Two first signatures at once: the one that was stored first is the organization's.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      return services.db.prisma.signingIdentity.findUniqueOrThrow({ where: { organizationId } });
    throw error;
  }
}
