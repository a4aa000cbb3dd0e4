import type { Conversation, ConversationDetail, Message } from '../../api/types';
import { channelName, fullName } from '../../components';

/**
 * How the inbox names things in words (docs/inbox-app.md#the-inbox-screen): a conversation's contact,
 * a message's author and status, and what the channel's window allows now.
 */

/** The contact of a conversation: its name, else its phone or email, else its channel. */
export function contactLabel(conversation: Pick<Conversation, 'contact' | 'channel'>): string {
  const c = conversation.contact;
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
  return name || c.phone || c.email || `${inboxChannelName(conversation.channel)} contact`;
}

/** A channel's name, custom channels included. */
export function inboxChannelName(channel: string): string {
  return channel === 'custom' ? 'Custom channel' : channelName(channel);
}

/** Whether a thread entry is a private note (never sent to the contact). */
export function isNote(message: Message): boolean {
  return message.author === 'note';
}

/** Who wrote a message, in words: the contact's name, the bot, a campaign, the person's name, the API, the system. */
export function authorWords(message: Message, contactName: string): string {
  if (isNote(message)) return `Note by ${message.authorName || 'a teammate'}`;
  switch (message.author) {
    case 'contact':
      return contactName;
    case 'bot':
      return 'Bot';
    case 'campaign':
      return 'Campaign';
    case 'human':
      return message.authorName || 'A teammate';
    case 'api':
      return 'API';
    case 'system':
      return 'System';
    default:
      return message.author;
  }
}

/** An outbound message's status in words; a failed one with its reason. */
export function statusWords(message: Message): string | null {
  if (message.direction === 'inbound' || isNote(message)) return null;
  if (message.status === 'failed') {
    return `Failed: ${message.error?.message || message.error?.code || 'no reason given'}`;
  }
  return message.status;
}

/** "3 h 12 min", "45 min", "less than a minute" for a span in ms. */
export function spanWords(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  if (hours >= 24) return `${Math.floor(hours / 24)} d ${hours % 24} h`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** What the composer may send now, and the sentence that says so. */
export interface WindowRule {
  /** Free text may be sent (by a person). */
  freeText: boolean;
  /** An approved template may be sent (WhatsApp's closed window). */
  template: boolean;
  /** The notice above the composer. */
  notice: string;
  /** The notice's tone: `open` (free replies), `human` (the `HUMAN_AGENT` week), `closed`. */
  tone: 'open' | 'human' | 'closed';
}

/**
 * The channel's window now (docs/inbox-app.md#the-composer): WhatsApp free text within 24 h of the
 * contact's last message, else only an approved template; Messenger and Instagram free text within
 * 24 h, then a person's `HUMAN_AGENT` reply up to 7 days, then nothing; SMS and custom channels
 * have no window. `now` in ms since the epoch.
 */
export function windowRule(conversation: ConversationDetail, now: number): WindowRule {
  const { window, channel } = conversation;
  const expires = window.expiresAt ? Date.parse(window.expiresAt) : null;
  if (window.open && expires !== null && expires > now) {
    return {
      freeText: true,
      template: false,
      notice: `Free replies for ${spanWords(expires - now)} more`,
      tone: 'open',
    };
  }
  if (window.open && expires === null) {
    return {
      freeText: true,
      template: false,
      notice: `Free replies at any time: ${inboxChannelName(channel)} has no messaging window`,
      tone: 'open',
    };
  }
  if (channel === 'whatsapp') {
    return {
      freeText: false,
      template: true,
      notice: 'The 24-hour window is closed: send an approved template',
      tone: 'closed',
    };
  }
  const human = window.humanReplyUntil ? Date.parse(window.humanReplyUntil) : null;
  if ((channel === 'messenger' || channel === 'instagram') && human !== null && human > now) {
    return {
      freeText: true,
      template: false,
      notice: 'Human agent reply (up to 7 days after their last message)',
      tone: 'human',
    };
  }
  return {
    freeText: false,
    template: false,
    notice:
      channel === 'messenger' || channel === 'instagram'
        ? 'Nothing can be sent: more than 7 days since their last message. They can write again.'
        : 'Nothing can be sent until the contact writes again',
    tone: 'closed',
  };
}

export { fullName };
