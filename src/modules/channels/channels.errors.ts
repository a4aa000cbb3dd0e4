import { AppError } from '../../common/errors';

/**
 * 404 `CHANNEL_NOT_FOUND`: no such channel name (`DELETE /v1/channels/{channel}`), or no
 * connection with this id for a provider webhook.
 */
export class ChannelNotFoundError extends AppError {
  constructor(message: string) {
    super('CHANNEL_NOT_FOUND', message);
  }
}

/**
 * 401 `INVALID_SIGNATURE`: a provider webhook whose `X-Hub-Signature-256` (WhatsApp) or
 * `X-Twilio-Signature` (Twilio) is missing or does not match the connection's secret. Nothing
 * of the request is used.
 */
export class InvalidSignatureError extends AppError {
  constructor(header: string) {
    super('INVALID_SIGNATURE', `The ${header} header is missing or does not match.`);
  }
}

/**
 * 403 `WEBHOOK_VERIFICATION_FAILED`: a WhatsApp webhook verification request (`hub.mode`,
 * `hub.verify_token`) that is not a subscription or does not carry the connection's verify token.
 */
export class WebhookVerificationFailedError extends AppError {
  constructor() {
    super(
      'WEBHOOK_VERIFICATION_FAILED',
      'The webhook verification request does not carry this connection’s verify token.',
    );
  }
}

/** 404 `CHANNEL_NOT_FOUND`: no custom channel with that name or id in the account (docs/channels.md#custom-channels). */
export class CustomChannelNotFoundError extends AppError {
  constructor(what: string) {
    super('CHANNEL_NOT_FOUND', `No custom channel ${what}.`);
  }
}

/** 409 `CONFLICT`: the account already has a custom channel with that name (names are unique, case-insensitively). */
export class CustomChannelNameTakenError extends AppError {
  constructor(name: string) {
    super('CONFLICT', `A custom channel named "${name}" already exists.`, [
      { field: 'name', message: 'is already used by another custom channel of this account' },
    ]);
  }
}
