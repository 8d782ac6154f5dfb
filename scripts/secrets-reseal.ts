// `npm run secrets:reseal`: seals every stored secret again under SECRETS_KEY, opening what the
// previous key sealed with SECRETS_KEY_PREVIOUS (a key rotation), and seals any still in clear.
// PostgreSQL: safe while the console runs (each record is changed under its row lock). The
// embedded store: stop the console first (every start does the same pass by itself).
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config/config.ts';
import { SecretBox } from '../src/server/secrets/secret-box.ts';
import { loadSecretsKey } from '../src/server/secrets/secrets-key.ts';
import { sealStoredSecrets } from '../src/server/secrets/stored-secrets.ts';
import { openStorage } from '../src/server/store/storage.ts';
import { describeDatabase } from '../src/server/store/postgres/pg-pool.ts';

try {
  const config = loadConfig();
  const box = new SecretBox(await loadSecretsKey(config.secretsKey), config.previousSecretsKey);
  const storage = await openStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const where = config.databaseUrl
    ? describeDatabase(config.databaseUrl)
    : `the embedded store in ${resolve(config.dataDir)}`;
  try {
    const { sealed, resealed, unreadable } = await sealStoredSecrets(storage.db, box);
    console.info(
      `${where}: ${resealed} secret(s) sealed again under key ${box.keyId}, ${sealed} sealed that were in clear.`,
    );
    if (unreadable > 0) {
      throw new ConfigError(
        `${unreadable} secret(s) open with neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS: set SECRETS_KEY_PREVIOUS to the key that sealed them and run this again.`,
      );
    }
    console.info('Every stored secret is sealed under the current key: SECRETS_KEY_PREVIOUS can be removed.');
  } finally {
    await storage.close();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
