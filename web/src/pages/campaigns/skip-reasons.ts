/** Why a contact got no message, in words (the keys of a campaign's `stats.skippedReasons`). */
const SKIP_REASONS: Record<string, string> = {
  campaign_not_live: 'The campaign was not live when the message was due',
  template_not_approved: 'The template was not approved',
  no_phone: 'No phone number',
  opted_out: 'Opted out (they replied STOP)',
  contact_messaged_first: 'They had already written to you first',
  contact_replied: 'They replied, so the follow-up was not needed',
  contact_erased: 'The contact was erased',
  campaign_archived: 'The campaign was archived',
  no_channel_identity: 'Not reachable on this channel (no Messenger or Instagram id)',
  comment_already_answered: 'Their comment already had a private reply',
  window_closed: "Meta's messaging window had closed",
  marketing_limit_reached:
    'WhatsApp did not deliver it: they reached their limit of marketing messages for now (not retried; marketing messages to them wait 24 hours)',
};

/** A skip reason in words; an unknown code reads as its words ("some_reason" → "Some reason"). */
export function skipReasonText(reason: string): string {
  if (SKIP_REASONS[reason]) return SKIP_REASONS[reason];
  const words = reason.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
