/**
 * Items of a verified provider webhook that the parser could not use
 * (docs/channels.md#unprocessed-events): kept with the call's raw payload and the reason in
 * words, never acknowledged and dropped. Pure.
 */

/** One unusable item: why, in words, and the item as received. */
export interface UnprocessedItem {
  reason: string;
  payload: unknown;
}

/**
 * A verified call with unusable items, as stored: the provider, which of its webhooks
 * (`notification`; Twilio `inbound` or `status`), the raw payload (the JSON body; a Twilio form as
 * `{name: [values]}`), and the items' reasons.
 */
export interface UnprocessedCall {
  kind: string;
  payload: unknown;
  items: UnprocessedItem[];
}

/** The reasons of `items` as one sentence list (each once, in order). */
export function reasonsOf(items: UnprocessedItem[]): string {
  return [...new Set(items.map((item) => item.reason))].join(' ');
}

/** What a provider's parser read from one stored or received payload. */
export interface ProviderReading<Event, Template> {
  events: Event[];
  templates: Template[];
  unusable: UnprocessedCall;
}
