import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';

const { asn1 } = forge;
const { Class, Type } = asn1;
const seq = (children: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, children);
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const sha256WithRsa = () =>
  seq([asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer('1.2.840.113549.1.1.11').getBytes()), asn1.create(Class.UNIVERSAL, Type.NULL, false, '')]);
const utcTime = (date: Date) => asn1.create(Class.UNIVERSAL, Type.UTCTIME, false, asn1.dateToUtcTime(date));

export interface Issued {
  certificate: forge.pki.Certificate;
  privateKey: forge.pki.rsa.PrivateKey;
  privateKeyPem: string;
}

function newKey() {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { pem: privateKey, key: forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey };
}

/**
 * A test certification authority: a self-signed root (CA, keyCertSign, cRLSign) that issues
 * end-entity certificates naming its CRL distribution point, and serves its CRL (v2, signed with
 * SHA-256) over HTTP at that point; `revoked` lists the serial numbers it revokes, `available`
 * false answers 404.
 */
export class TestCa {
  readonly root: Issued;
  readonly revoked: string[] = [];
  available = true;
  crlRequests = 0;
  private crlUrl = '';
  private readonly server: Server = createServer((req, res) => {
    this.crlRequests += 1;
    if (!this.available || req.url !== '/root.crl') return void res.writeHead(404).end();
    const body = this.crl();
    res.writeHead(200, { 'content-type': 'application/pkix-crl', 'content-length': body.length }).end(body);
  });

  constructor(readonly commonName = 'Paraphe Test Root CA') {
    const { pem, key } = newKey();
    const certificate = forge.pki.createCertificate();
    certificate.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
    certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
    certificate.validity.notBefore = new Date(Date.now() - 86_400_000);
    certificate.validity.notAfter = new Date(Date.now() + 5 * 365 * 86_400_000);
    const names = [
      { name: 'commonName', value: commonName },
      { name: 'organizationName', value: 'Paraphe tests' },
    ];
    certificate.setSubject(names);
    certificate.setIssuer(names);
    certificate.setExtensions([
      { name: 'basicConstraints', critical: true, cA: true },
      { name: 'keyUsage', critical: true, keyCertSign: true, cRLSign: true },
    ]);
    certificate.sign(key, forge.md.sha256.create());
    this.root = { certificate, privateKey: key, privateKeyPem: pem };
  }

  /** Starts the CRL server; the distribution point's address. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.crlUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/root.crl`;
    return this.crlUrl;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** An end-entity certificate issued by the root, with the CRL distribution point (start first). */
  issue(commonName: string, extensions: object[] = [{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true }]): Issued {
    const { pem, key } = newKey();
    const certificate = forge.pki.createCertificate();
    certificate.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
    certificate.serialNumber = `02${randomBytes(8).toString('hex')}`;
    certificate.validity.notBefore = new Date(Date.now() - 86_400_000);
    certificate.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
    certificate.setSubject([
      { name: 'commonName', value: commonName },
      { name: 'organizationName', value: 'Paraphe tests' },
    ]);
    certificate.setIssuer(this.root.certificate.subject.attributes);
    certificate.setExtensions([
      { name: 'basicConstraints', cA: false },
      ...extensions,
      { name: 'cRLDistributionPoints', altNames: [{ type: 6, value: this.crlUrl }] },
    ]);
    certificate.sign(this.root.privateKey, forge.md.sha256.create());
    return { certificate, privateKey: key, privateKeyPem: pem };
  }

  /** A PKCS#12 file of an issued key with its certificate and the root's. */
  p12(issued: Issued, password: string): Buffer {
    const p12 = forge.pkcs12.toPkcs12Asn1(issued.privateKey, [issued.certificate, this.root.certificate], password, { algorithm: '3des' });
    return der(p12);
  }

  /** The CRL (RFC 5280, 5.1), DER. */
  crl(): Buffer {
    const now = Date.now();
    const revoked = this.revoked.map((serial) =>
      seq([asn1.create(Class.UNIVERSAL, Type.INTEGER, false, forge.util.hexToBytes(serial)), utcTime(new Date(now - 60_000))]),
    );
    const tbs = seq([
      asn1.create(Class.UNIVERSAL, Type.INTEGER, false, '\x01'),
      sha256WithRsa(),
      forge.pki.distinguishedNameToAsn1(this.root.certificate.subject),
      utcTime(new Date(now - 60_000)),
      utcTime(new Date(now + 7 * 86_400_000)),
      ...(revoked.length ? [seq(revoked)] : []),
    ]);
    const signature = sign('sha256', der(tbs), this.root.privateKeyPem);
    return der(seq([tbs, sha256WithRsa(), asn1.create(Class.UNIVERSAL, Type.BITSTRING, false, `\x00${signature.toString('binary')}`)]));
  }
}
