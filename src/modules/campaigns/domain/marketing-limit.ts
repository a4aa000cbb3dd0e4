/**
 * Meta's per-person marketing limit (docs/campaigns.md#marketing-limit): after WhatsApp refused a
 * marketing template to a person with error 131049 (`MARKETING_LIMIT_REACHED`), the campaigns'
 * next marketing templates to that person wait until 24 hours after that refusal. Pure.
 */

/** How long marketing templates to a person wait after a 131049 refusal: ms. */
export const MARKETING_LIMIT_WAIT_MS = 24 * 60 * 60 * 1000;

/** The facts the rule reads, in the claim's transaction. */
export interface MarketingLimitFacts {
  /** The campaign's channel (the limit is WhatsApp's). */
  channel: string;
  /** The category of the template about to be sent (`marketing`, `utility`, `authentication`). */
  templateCategory: string;
  /** When WhatsApp last refused a message to the person with 131049, or null (never). */
  lastRefusedAt: Date | null;
  now: Date;
}

/** Whether the limit can hold a send at all: a WhatsApp `marketing` template (else no refusal is read). */
export function marketingLimitApplies(channel: string, templateCategory: string): boolean {
  return channel === 'whatsapp' && templateCategory === 'marketing';
}

/**
 * Until when the send waits, or null to send now: a WhatsApp `marketing` template to a person
 * refused for the limit less than `MARKETING_LIMIT_WAIT_MS` ago waits until the refusal plus
 * that; utility and authentication templates, other channels and people never refused go now.
 */
export function marketingLimitWait(facts: MarketingLimitFacts): Date | null {
  if (!marketingLimitApplies(facts.channel, facts.templateCategory)) return null;
  if (!facts.lastRefusedAt) return null;
  const until = new Date(facts.lastRefusedAt.getTime() + MARKETING_LIMIT_WAIT_MS);
  return until.getTime() > facts.now.getTime() ? until : null;
}
