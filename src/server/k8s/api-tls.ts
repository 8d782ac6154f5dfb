import { generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import forge from 'node-forge';
import { MS_PER_MINUTE, MS_PER_DAY } from '../../shared/time.ts';

// kubectl sends a credential only over https (client-go drops the user's token, certificates and
// exec plugins for an http:// server), so a console served over plain http (development, a trial on
// one machine) also answers TLS for the cluster endpoints, with a certificate from its own CA. The
// CA's certificate goes into every kubeconfig as certificate-authority-data. node-forge builds the
// certificates; Node's crypto makes the keys and checks the certificates.

/** PEM certificate and private key. */
export type PemPair = { certificatePem: string; privateKeyPem: string };

/** forge writes CRLF line ends; files and kubeconfigs read better with LF. */
const pem = (text: string) => text.replace(/\r\n/g, '\n');

function rsaKeyPair(): {
  publicKey: forge.pki.rsa.PublicKey;
  privateKey: forge.pki.rsa.PrivateKey;
  privateKeyPem: string;
} {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    publicKey: forge.pki.publicKeyFromPem(publicKey),
    privateKey: forge.pki.privateKeyFromPem(privateKey),
    privateKeyPem: privateKey,
  };
}

function baseCertificate(publicKey: forge.pki.rsa.PublicKey, validDays: number, now: Date): forge.pki.Certificate {
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = publicKey;
  // A positive 128-bit serial: the top bit cleared so DER does not read it as negative.
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  certificate.serialNumber = serial.toString('hex');
  certificate.validity.notBefore = new Date(now.getTime() - 5 * MS_PER_MINUTE); // tolerate a little clock skew
  certificate.validity.notAfter = new Date(now.getTime() + validDays * MS_PER_DAY);
  return certificate;
}

/** A new CA that signs the API endpoints' certificates. */
export function createCertificateAuthority(
  options: { commonName?: string; validDays?: number; now?: Date } = {},
): PemPair {
  const { publicKey, privateKey, privateKeyPem } = rsaKeyPair();
  const certificate = baseCertificate(publicKey, options.validDays ?? 3650, options.now ?? new Date());
  const subject = [{ name: 'commonName', value: options.commonName ?? 'Simulated Kubernetes API CA' }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());
  return { certificatePem: pem(forge.pki.certificateToPem(certificate)), privateKeyPem };
}

/** A server certificate signed by `ca` for these DNS names and IP addresses. */
export function issueServerCertificate(
  ca: PemPair,
  hostnames: readonly string[],
  options: { validDays?: number; now?: Date } = {},
): PemPair {
  const caCertificate = forge.pki.certificateFromPem(ca.certificatePem);
  const { publicKey, privateKeyPem } = rsaKeyPair();
  const certificate = baseCertificate(publicKey, options.validDays ?? 365, options.now ?? new Date());
  certificate.setSubject([{ name: 'commonName', value: hostnames[0] ?? 'localhost' }]);
  certificate.setIssuer(caCertificate.subject.attributes);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    // Clients check the subjectAltName only (Go ignores the common name).
    {
      name: 'subjectAltName',
      altNames: hostnames.map((name) => (isIP(name) ? { type: 7, ip: name } : { type: 2, value: name })),
    },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: caCertificate.generateSubjectKeyIdentifier().getBytes() },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(ca.privateKeyPem), forge.md.sha256.create());
  return { certificatePem: pem(forge.pki.certificateToPem(certificate)), privateKeyPem };
}

/** Whether `server` was signed by `ca`, names every host, and stays valid for `marginDays` more. */
export function serverCertificateFits(
  server: PemPair,
  ca: PemPair,
  hostnames: readonly string[],
  marginDays = 30,
  now = new Date(),
): boolean {
  try {
    const certificate = new X509Certificate(server.certificatePem);
    const authority = new X509Certificate(ca.certificatePem);
    if (!certificate.checkIssued(authority) || !certificate.verify(authority.publicKey)) return false;
    if (Date.parse(certificate.validTo) - now.getTime() < marginDays * MS_PER_DAY) return false;
    return hostnames.every(
      (name) => (isIP(name) ? certificate.checkIP(name) : certificate.checkHost(name)) !== undefined,
    );
  } catch {
    return false;
  }
}

/** The names the endpoint certificate must carry: the public origin's host, plus the loopback names. */
export function endpointHostnames(publicOrigin: string): string[] {
  const host = new URL(publicOrigin).hostname.replace(/^\[(.*)\]$/, '$1');
  return [...new Set([host, 'localhost', '127.0.0.1', '::1'])];
}
