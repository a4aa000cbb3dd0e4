/**
 * When a provider says something happened (docs/channels.md#provider-webhooks): a provider's time
 * is believed only within bounds, so a wrong or hostile value never skews ordering, windows or
 * the bot's debounce. Pure.
 */

/** How far a provider's clock may run ahead of ours before its time is not believed: 5 min, in ms. */
export const MAX_PROVIDER_CLOCK_AHEAD_MS = 5 * 60_000;
/**
 * The earliest provider time believed: 2009-01-01T00:00:00Z (before WhatsApp and Twilio's
 * messaging APIs). Older is a bad value, not an old message.
 */
export const EARLIEST_PROVIDER_TIME_MS = Date.UTC(2009, 0, 1);

/**
 * Unix seconds (a string in Meta's payloads) → ISO 8601. `fallback` (the receive time) when
 * absent, not a positive number, beyond what a `Date` can hold (`99999999999999999`), more than
 * {@link MAX_PROVIDER_CLOCK_AHEAD_MS} after `fallback` (a far-future time, e.g. `1e12` seconds,
 * would become the message's `created_at` and skew ordering, the 24 h window and the bot's
 * debounce), or before {@link EARLIEST_PROVIDER_TIME_MS}. Never a `RangeError`.
 */
export function unixSecondsToIso(value: unknown, fallback: Date): string {
  const seconds = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  const ms = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : NaN;
  return new Date(isBelievableProviderTime(ms, fallback) ? ms : fallback.getTime()).toISOString();
}

/**
 * Whether a provider's time (`ms` since the epoch) can be taken as when something happened:
 * from {@link EARLIEST_PROVIDER_TIME_MS} to {@link MAX_PROVIDER_CLOCK_AHEAD_MS} after
 * `receivedAt` (our receive time). The one bound of every provider webhook's times.
 */
export function isBelievableProviderTime(ms: number, receivedAt: Date): boolean {
  return (
    ms >= EARLIEST_PROVIDER_TIME_MS && ms <= receivedAt.getTime() + MAX_PROVIDER_CLOCK_AHEAD_MS
  );
}
