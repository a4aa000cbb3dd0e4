import type { ContactIdentity } from '../../api/types';

const IDENTITY_CHANNELS: Record<ContactIdentity['channel'], string> = {
  whatsapp: 'WhatsApp',
  messenger: 'Messenger',
  instagram: 'Instagram',
  custom: 'Custom channel',
};

/** How a channel knows the contact, in words: "Messenger: 2436…" (docs/contacts.md). */
export function identityWords(identity: ContactIdentity): string {
  return `${IDENTITY_CHANNELS[identity.channel] ?? identity.channel}: ${identity.externalId}`;
}
