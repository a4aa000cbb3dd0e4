/**
 * The channels a conversation can be on: the one list and type of the service
 * (docs/channels.md#the-channels). Pure: every module that names a channel uses these.
 *
 * - `whatsapp` (WhatsApp Cloud API) and `sms` (Twilio): reached by phone; an account without a
 *   connection uses the sandbox (messages are recorded and marked sent, nothing leaves).
 * - `messenger` and `instagram` (Meta's Send API): reached by a page- or account-scoped id; no
 *   sandbox, and nobody can be messaged first there.
 * - `custom`: the account's own custom channels (signed deliveries to a URL of theirs).
 */
export const CHANNELS = ['whatsapp', 'sms', 'messenger', 'instagram', 'custom'] as const;

/** One of {@link CHANNELS}. */
export type Channel = (typeof CHANNELS)[number];

/** The channels reached by phone, with a sandbox when not connected. */
export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];

/** Meta's messaging channels: Messenger and Instagram. */
export const META_CHANNELS = ['messenger', 'instagram'] as const;
export type MetaChannel = (typeof META_CHANNELS)[number];

/** The channels a provider connection is made for (`POST /v1/channels/{channel}`). */
export const CONNECTION_CHANNELS = [...PHONE_CHANNELS, ...META_CHANNELS] as const;
export type ConnectionChannel = (typeof CONNECTION_CHANNELS)[number];

/**
 * Who carries a message: the sandbox (nothing leaves the machine), WhatsApp Cloud API, Twilio,
 * Messenger or Instagram (Meta's Send API), or a custom channel's signed delivery.
 */
export type ProviderName = 'sandbox' | 'whatsapp' | 'twilio' | MetaChannel | 'custom';

const has =
  <T extends string>(list: readonly T[]) =>
  (name: unknown): name is T =>
    typeof name === 'string' && (list as readonly string[]).includes(name);

/** Whether `name` is one of {@link CHANNELS}. */
export const isChannel = has(CHANNELS);
/** Whether `name` is WhatsApp or SMS. */
export const isPhoneChannel = has(PHONE_CHANNELS);
/** Whether `name` is Messenger or Instagram. */
export const isMetaChannel = has(META_CHANNELS);
/** Whether `name` is a channel a provider connection is made for. */
export const isConnectionChannel = has(CONNECTION_CHANNELS);
