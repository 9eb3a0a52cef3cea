import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';

const { asn1 } = forge;
const { Class, Type } = asn1;

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  policy: '1.3.6.1.4.1.99999.1.1',
};

/** How the next answers go wrong, if they do. */
export type TsaMode = 'ok' | 'wrong-nonce' | 'wrong-imprint' | 'rejected' | 'slow' | 'http-error';

export interface TsaRequest {
  contentType: string | undefined;
  version: number;
  hashAlgorithm: string;
  imprint: Buffer;
  /** The nonce as hex, as the request encodes it. */
  nonce: string | null;
  certReq: boolean;
}

const seq = (children: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, children);
const set = (children: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, children);
const oid = (value: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(value).getBytes());
const int = (bytes: string) => asn1.create(Class.UNIVERSAL, Type.INTEGER, false, bytes);
const octets = (bytes: Buffer) => asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytes.toString('binary'));
const algorithm = (value: string) => seq([oid(value), asn1.create(Class.UNIVERSAL, Type.NULL, false, '')]);
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const children = (node: forge.asn1.Asn1 | undefined) => (node && Array.isArray(node.value) ? node.value : []);
const bytes = (node: forge.asn1.Asn1 | undefined) => (node && typeof node.value === 'string' ? node.value : '');

/**
 * A local RFC 3161 time-stamping authority over HTTP: it parses each TimeStampReq
 * (application/timestamp-query) and answers a TimeStampResp (application/timestamp-reply) whose
 * token is a CMS SignedData over a TSTInfo with the request's imprint and nonce, signed by a
 * test TSA certificate (extended key usage timeStamping). `mode` makes it misbehave.
 */
export class TsaTestServer {
  readonly requests: TsaRequest[] = [];
  /** genTime of the last token issued. */
  lastGenTime: Date | null = null;
  mode: TsaMode = 'ok';
  readonly certificate: forge.pki.Certificate;
  private readonly privateKeyPem: string;
  private serial = 1;
  private readonly server: Server = createServer((req, res) => void this.handle(req, res));

  /** The certificates the token carries after the TSA's own: its issuer's, when a CA issued it. */
  private readonly chain: forge.pki.Certificate[] = [];

  /**
   * A self-signed TSA certificate, or, given `issued` (a key and its certificate from a test CA,
   * with `chain` the CA's), that one.
   */
  constructor(
    readonly commonName = 'Paraphe Test TSA',
    issued?: { certificate: forge.pki.Certificate; privateKeyPem: string; chain: forge.pki.Certificate[] },
  ) {
    if (issued) {
      this.privateKeyPem = issued.privateKeyPem;
      this.certificate = issued.certificate;
      this.chain = issued.chain;
      return;
    }
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    this.privateKeyPem = privateKey;
    const key = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
    const certificate = forge.pki.createCertificate();
    certificate.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
    certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
    certificate.validity.notBefore = new Date(Date.now() - 86_400_000);
    certificate.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
    const names = [
      { name: 'commonName', value: commonName },
      { name: 'organizationName', value: 'Paraphe tests' },
    ];
    certificate.setSubject(names);
    certificate.setIssuer(names);
    certificate.setExtensions([
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
      { name: 'extKeyUsage', critical: true, timeStamping: true },
    ]);
    certificate.sign(key, forge.md.sha256.create());
    this.certificate = certificate;
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/tsa`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST') return void res.writeHead(405).end();
    let request: TsaRequest;
    try {
      request = parseRequest(Buffer.concat(chunks), req.headers['content-type']);
    } catch {
      return this.reply(res, seq([seq([int('\x02')])]));
    }
    this.requests.push(request);
    if (this.mode === 'http-error') return void res.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable');
    if (this.mode === 'slow') return; // never answers: the client's time-out must act.
    if (request.contentType !== 'application/timestamp-query' || request.version !== 1) return this.reply(res, rejection('badRequest'));
    if (this.mode === 'rejected') return this.reply(res, rejection('refused by policy'));
    this.reply(res, seq([seq([int('\x00')]), this.token(request)]));
  }

  private reply(res: ServerResponse, answer: forge.asn1.Asn1) {
    const body = der(answer);
    res.writeHead(200, { 'content-type': 'application/timestamp-reply', 'content-length': body.length });
    res.end(body);
  }

  /** The TimeStampToken: SignedData (version 3) over the DER of a TSTInfo. */
  private token(request: TsaRequest): forge.asn1.Asn1 {
    const genTime = new Date(Math.floor(Date.now() / 1000) * 1000);
    this.lastGenTime = genTime;
    const imprint = this.mode === 'wrong-imprint' ? createHash('sha256').update('something else').digest() : request.imprint;
    const nonce = this.mode === 'wrong-nonce' ? '0102030405060708' : request.nonce;
    const tstInfo = der(
      seq([
        int('\x01'),
        oid(OID.policy),
        seq([algorithm(OID.sha256), octets(imprint)]),
        int(String.fromCharCode(this.serial++)),
        asn1.create(Class.UNIVERSAL, Type.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(genTime)),
        ...(nonce ? [int(Buffer.from(nonce, 'hex').toString('binary'))] : []),
      ]),
    );
    const certificateDer = der(forge.pki.certificateToAsn1(this.certificate));
    const attributes = [
      seq([oid(OID.contentType), set([oid(OID.tstInfo)])]),
      seq([oid(OID.messageDigest), set([octets(createHash('sha256').update(tstInfo).digest())])]),
      // ESS signing-certificate-v2 (RFC 5816): the TSA certificate's SHA-256.
      seq([oid(OID.signingCertificateV2), set([seq([seq([seq([octets(createHash('sha256').update(certificateDer).digest())])])])])]),
    ];
    const signature = sign('sha256', der(set(attributes)), this.privateKeyPem);
    const signerInfo = seq([
      int('\x01'),
      seq([forge.pki.distinguishedNameToAsn1(this.certificate.issuer), int(forge.util.hexToBytes(this.certificate.serialNumber))]),
      algorithm(OID.sha256),
      asn1.create(Class.CONTEXT_SPECIFIC, 0, true, attributes),
      algorithm(OID.rsaEncryption),
      octets(signature),
    ]);
    const signedData = seq([
      int('\x03'),
      set([algorithm(OID.sha256)]),
      seq([oid(OID.tstInfo), asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [octets(tstInfo)])]),
      ...(request.certReq
        ? [
            asn1.create(
              Class.CONTEXT_SPECIFIC,
              0,
              true,
              [this.certificate, ...this.chain].map((each) => forge.pki.certificateToAsn1(each)),
            ),
          ]
        : []),
      set([signerInfo]),
    ]);
    return seq([oid(OID.signedData), asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [signedData])]);
  }
}

function rejection(text: string): forge.asn1.Asn1 {
  return seq([seq([int('\x02'), seq([asn1.create(Class.UNIVERSAL, Type.UTF8, false, text)])])]);
}

/** TimeStampReq ::= SEQUENCE { version, messageImprint, reqPolicy OPTIONAL, nonce OPTIONAL, certReq DEFAULT FALSE, extensions [0] OPTIONAL } */
function parseRequest(body: Buffer, contentType: string | undefined): TsaRequest {
  const [version, imprint, ...rest] = children(asn1.fromDer(body.toString('binary')));
  const [hashAlgorithm, hashed] = children(imprint);
  const nonce = rest.find((node) => node.tagClass === Class.UNIVERSAL && node.type === Type.INTEGER);
  const certReq = rest.find((node) => node.tagClass === Class.UNIVERSAL && node.type === Type.BOOLEAN);
  return {
    contentType,
    version: bytes(version).charCodeAt(0),
    hashAlgorithm: asn1.derToOid(bytes(children(hashAlgorithm)[0])),
    imprint: Buffer.from(bytes(hashed), 'binary'),
    nonce: nonce ? Buffer.from(bytes(nonce), 'binary').toString('hex') : null,
    certReq: certReq ? bytes(certReq) !== '\x00' : false,
  };
}
