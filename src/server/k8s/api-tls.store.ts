import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCertificateAuthority, issueServerCertificate, serverCertificateFits, type PemPair } from './api-tls.ts';

// The CA and the endpoint certificate live in the data folder: kubeconfigs already handed out keep
// trusting the endpoint after a restart. The CA is made once; the server certificate is issued
// again when the public host changes or it nears its end.

/** What the TLS side of the endpoint needs, and the CA certificate for kubeconfigs. */
export type EndpointTls = { ca: PemPair; server: PemPair };

async function readPair(dir: string, name: string): Promise<PemPair | undefined> {
  try {
    const [certificatePem, privateKeyPem] = await Promise.all([
      readFile(join(dir, `${name}.crt`), 'utf8'),
      readFile(join(dir, `${name}.key`), 'utf8'),
    ]);
    return { certificatePem, privateKeyPem };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Written to a temporary name then renamed, so a crash never leaves half a key; keys readable by the owner only. */
async function writePair(dir: string, name: string, pair: PemPair): Promise<void> {
  for (const [file, text, mode] of [
    [`${name}.key`, pair.privateKeyPem, 0o600],
    [`${name}.crt`, pair.certificatePem, 0o644],
  ] as const) {
    const temporary = join(dir, `.${file}.${process.pid}.tmp`);
    await writeFile(temporary, text, { mode });
    await rename(temporary, join(dir, file));
  }
}

/** Loads the endpoint's CA and certificate from `dir` (e.g. DATA_DIR/k8s-api-tls), creating what is missing or stale. */
export async function loadOrCreateEndpointTls(dir: string, hostnames: readonly string[]): Promise<EndpointTls> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  let ca = await readPair(dir, 'ca');
  if (!ca) {
    ca = createCertificateAuthority();
    await writePair(dir, 'ca', ca);
  }
  let server = await readPair(dir, 'server');
  if (!server || !serverCertificateFits(server, ca, hostnames)) {
    server = issueServerCertificate(ca, hostnames);
    await writePair(dir, 'server', server);
  }
  return { ca, server };
}
