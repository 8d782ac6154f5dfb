import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { WebhookSecret } from './webhook-endpoints.repository.ts';

/** A new signing secret: `whsec_` and 32 random bytes in base64 (Standard Webhooks). */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** What an endpoint's secrets are sealed to: that endpoint, so they open nowhere else. */
export const webhookSecretRecord = (endpointId: string) => `webhook_endpoints/${endpointId}`;

/** A new secret as stored: sealed to its endpoint. */
export function sealWebhookSecret(
  box: SecretBox,
  endpointId: string,
  secret: string,
  createdAt: string,
): WebhookSecret {
  return { sealedKey: box.sealFor(webhookSecretRecord(endpointId), secret), createdAt, expiresAt: null };
}

/** The signing keys themselves, opened for one attempt. */
export function openWebhookSecrets(box: SecretBox, endpointId: string, secrets: readonly WebhookSecret[]): string[] {
  return secrets.map((secret) => box.openFor(webhookSecretRecord(endpointId), secret.sealedKey));
}

/** A new message id (`webhook-id`), unique and opaque. */
export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/** The secrets that sign at `now`: the current one and any rotated-out one still in its overlap. */
export function signingSecrets(secrets: readonly WebhookSecret[], now: number): WebhookSecret[] {
  return secrets.filter((secret) => secret.expiresAt === null || Date.parse(secret.expiresAt) > now);
}

/**
 * The Standard Webhooks headers of one attempt: `webhook-id`, `webhook-timestamp` (seconds) and
 * `webhook-signature`, one `v1,<base64 HMAC-SHA256 of id.timestamp.body>` per signing secret,
 * space separated, so a receiver holding either secret verifies it during a rotation.
 */
export function signatureHeaders(
  messageId: string,
  at: number,
  body: string,
  keys: readonly string[],
): Record<string, string> {
  const timestamp = new Date(Math.floor(at / 1000) * 1000);
  const signatures = keys.map((key) => new Webhook(key).sign(messageId, timestamp, body));
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
