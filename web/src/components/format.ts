import type { Channel } from '../api/types';

/** A timestamp as a short local date and time, or "—". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  return new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A contact's first and last name, or "No name". */
export function fullName(contact: { firstName: string | null; lastName: string | null }): string {
  return [contact.firstName, contact.lastName].filter(Boolean).join(' ') || 'No name';
}

const CHANNEL_NAMES: Record<Channel, string> = {
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  messenger: 'Messenger',
  instagram: 'Instagram',
};

/** A channel's name as people write it (`whatsapp` → "WhatsApp"); an unknown one as is. */
export function channelName(channel: string): string {
  return CHANNEL_NAMES[channel as Channel] ?? channel;
}
