/**
 * Why a message was written: an opening message, a follow-up, a bot reply, an API send
 * (`manual`), a contact's message (`inbound`), a system notice (opt-out confirmation) or a
 * person's reply (`human`) or private note (`note`, never sent).
 */
export type MessagePurpose =
  'opening' | 'follow_up' | 'bot' | 'manual' | 'inbound' | 'system' | 'human' | 'note';

/** Who wrote a message, as the API shows it (docs/sending.md#authors). */
export type MessageAuthor = 'contact' | 'campaign' | 'bot' | 'human' | 'api' | 'system' | 'note';

/**
 * The author of a message from its stored purpose: the contact (inbound), a campaign (opening
 * or follow-up), the bot, a person, the API (custom-channel sends) or the system (opt-out
 * confirmations).
 */
export function authorOf(purpose: MessagePurpose): MessageAuthor {
  switch (purpose) {
    case 'inbound':
      return 'contact';
    case 'opening':
    case 'follow_up':
      return 'campaign';
    case 'manual':
      return 'api';
    case 'bot':
    case 'human':
    case 'system':
    case 'note':
      return purpose;
  }
}
