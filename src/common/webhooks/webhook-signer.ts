import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** Bytes of randomness in a signing secret (Standard Webhooks recommends 24 to 64). */
const SECRET_BYTES = 32;

/**
 * A new signing secret in the Standard Webhooks format: `whsec_` + base64 of 32 random bytes
 * (https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md
 * "Symmetric signatures"). Shown to the account once; stored sealed.
 */
export function generateSigningSecret(): string {
  return `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/**
 * The `webhook-signature` header value for one attempt: `v1,<base64 HMAC-SHA256>` of
 * `<webhook-id>.<webhook-timestamp>.<body>` under each secret, space-separated (the current secret
 * first; during a rotation the previous one too, so receivers verifying with either accept it).
 * Signing is done by the `standardwebhooks` library.
 *
 * @param timestamp the attempt's time (its `webhook-timestamp`, seconds), not the event's.
 */
export function signatureHeader(
  secrets: readonly string[],
  webhookId: string,
  timestamp: Date,
  body: string,
): string {
  return secrets.map((secret) => new Webhook(secret).sign(webhookId, timestamp, body)).join(' ');
}

/** The sealing context of an endpoint's signing secret. */
export function endpointSecretContext(accountId: string, endpointId: string): string {
  return `webhook-endpoint:${accountId}:${endpointId}`;
}
