/**
 * Reading untrusted JSON from provider webhooks without throwing (docs/channels.md#provider-webhooks):
 * what is not the expected shape reads as absent. Pure.
 */

/** A JSON object. */
export type Json = Record<string, unknown>;

/** Whether `value` is a JSON object (not an array, not null). */
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objects of an array (anything else: none). */
export const objects = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter(isObject) : [];

/** A non-empty string, else null. */
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;
