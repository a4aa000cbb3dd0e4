/**
 * Why an opening message or follow-up is not sent at its dispatch time (docs/campaigns.md#skip-reasons;
 * docs/campaigns.md#entry-points for Messenger and Instagram). Pure: the caller reads the facts in the
 * transaction that claims the send.
 */
export type SkipReason =
  | 'campaign_not_live'
  | 'template_not_approved'
  | 'no_phone'
  | 'no_channel_identity'
  | 'opted_out'
  | 'contact_messaged_first'
  | 'contact_replied'
  | 'comment_already_answered'
  | 'window_closed'
  /** WhatsApp 131049, recorded when the send is refused (docs/channels.md#whatsapp-failure-codes). */
  | 'marketing_limit_reached';

/** The facts checked at dispatch time. */
export interface DispatchFacts {
  campaignStatus: string;
  /** The template's status, or null when the template is gone. */
  templateStatus: string | null;
  /** The campaign's channel: `whatsapp`/`sms` reach a phone, `messenger`/`instagram` a PSID/IGSID. */
  channel: string;
  /**
   * Where the channel reaches the contact: its phone (WhatsApp, SMS), or its PSID/IGSID on the
   * connected Page or Instagram account (Messenger, Instagram); null when it has none (or the
   * contact is gone).
   */
  contactAddress: string | null;
  contactOptedOut: boolean;
  /** Opening: the contact ever wrote to the account. Follow-up: the contact replied since the opening. */
  contactWrote: boolean;
  /**
   * `list`: enrolled by a list addition (the person did not ask: one who wrote first is in the
   * incoming flow). `entry_point`: the person opened the conversation (a link, an ad, a comment),
   * which is the reason for the opening message, never a reason to skip it.
   */
  trigger: 'list' | 'entry_point';
  /** An Instagram comment answered by a private reply already (Meta allows one per comment). */
  commentAnswered?: boolean;
}

/**
 * The first reason not to send, in the order of docs/campaigns.md#skip-reasons, or null to send:
 * campaign not live; template not approved; no address on the channel (`no_phone` on WhatsApp
 * and SMS, `no_channel_identity` on Messenger and Instagram, where contacts have no phone but a
 * PSID/IGSID); opted out; the contact wrote (an opening of a list-triggered campaign:
 * `contact_messaged_first`, they entered the incoming flow; a follow-up:
 * `contact_replied`); the comment was answered already. Windows are checked by the send path
 * itself (`window_closed` is recorded when it refuses).
 */
export function skipReason(facts: DispatchFacts, kind: 'opening' | 'follow_up'): SkipReason | null {
  if (facts.campaignStatus !== 'live') return 'campaign_not_live';
  if (facts.templateStatus !== 'approved') return 'template_not_approved';
  if (!facts.contactAddress) {
    return facts.channel === 'messenger' || facts.channel === 'instagram'
      ? 'no_channel_identity'
      : 'no_phone';
  }
  if (facts.contactOptedOut) return 'opted_out';
  if (facts.contactWrote) {
    if (kind === 'follow_up') return 'contact_replied';
    if (facts.trigger === 'list') return 'contact_messaged_first';
  }
  if (facts.commentAnswered) return 'comment_already_answered';
  return null;
}
