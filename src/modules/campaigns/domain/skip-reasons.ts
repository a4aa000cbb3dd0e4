/**
 * Why an opening message or follow-up is not sent at its dispatch time (product.md section 7).
 * Pure: the caller reads the facts in the transaction that claims the send.
 */
export type SkipReason =
  | 'campaign_not_live'
  | 'template_not_approved'
  | 'no_phone'
  | 'opted_out'
  | 'contact_messaged_first'
  | 'contact_replied';

/** The facts checked at dispatch time. */
export interface DispatchFacts {
  campaignStatus: string;
  /** The template's status, or null when the template is gone. */
  templateStatus: string | null;
  contactPhone: string | null;
  contactOptedOut: boolean;
  /** Opening: the contact ever wrote to the account. Follow-up: the contact replied since the opening. */
  contactWrote: boolean;
}

/**
 * The first reason not to send, in the order of product.md section 7, or null to send. For an
 * opening message a contact who wrote is `contact_messaged_first` (they entered the incoming flow,
 * description section 1); for a follow-up it is `contact_replied`.
 */
export function skipReason(facts: DispatchFacts, kind: 'opening' | 'follow_up'): SkipReason | null {
  if (facts.campaignStatus !== 'live') return 'campaign_not_live';
  if (facts.templateStatus !== 'approved') return 'template_not_approved';
  if (!facts.contactPhone) return 'no_phone';
  if (facts.contactOptedOut) return 'opted_out';
  if (facts.contactWrote) return kind === 'opening' ? 'contact_messaged_first' : 'contact_replied';
  return null;
}
