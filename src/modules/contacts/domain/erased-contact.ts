/** A channel identity of a contact (`contact_identities`): how a channel knows the person. */
export interface ContactIdentity {
  /** The custom channel the id belongs to, or null (Meta scopes, or no channel). */
  customChannelId: string | null;
  /** A Meta scope (`messenger:<pageId>`, `instagram:<igId>`), or null (custom channels). */
  scope: string | null;
  /** The person's id on that channel: a custom channel's `fromId`, a PSID or an IGSID. */
  externalId: string;
  createdAt: Date;
}

/**
 * The person being erased, read (and locked) in the erasure's transaction before the row goes:
 * what other modules may have stored the person under besides the contact id
 * (docs/data-lifecycle.md#erasure). Handlers of the `ContactErasing` hook receive it.
 */
export interface ErasedContact {
  id: string;
  /** E.164, or null. */
  phone: string | null;
  /** The lower-cased email key, or null. */
  emailKey: string | null;
  identities: ContactIdentity[];
}
