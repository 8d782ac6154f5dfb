import type { Db } from '../store/db.ts';
import type { SecretBox } from './secret-box.ts';
import { sealStoredSecrets } from './stored-secrets.ts';

/**
 * Run at every start, before anything is served: seals secrets an older version stored in clear
 * (the migration to sealed secrets, on either backend) and, while SECRETS_KEY_PREVIOUS is set,
 * seals again what the previous key sealed. Says what it did, and what no key here can open.
 */
export async function sealSecretsAtStart(
  db: Db,
  box: SecretBox,
  log: (line: string) => void = console.info,
): Promise<void> {
  const { sealed, resealed, unreadable } = await sealStoredSecrets(db, box);
  if (sealed > 0)
    log(
      `Sealed ${sealed} secret(s) stored in clear by an earlier version (TOTP seeds, webhook secrets) under SECRETS_KEY.`,
    );
  if (resealed > 0)
    log(
      `Sealed ${resealed} secret(s) again under the current SECRETS_KEY (key id ${box.keyId}); SECRETS_KEY_PREVIOUS can be removed once every instance runs with this key.`,
    );
  if (unreadable > 0) {
    console.error(
      `${unreadable} stored secret(s) were sealed under a key this process does not have: set SECRETS_KEY_PREVIOUS to the key they were sealed with, then restart or run npm run secrets:reseal.`,
    );
  }
}
