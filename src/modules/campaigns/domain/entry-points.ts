/**
 * Entry points of Messenger and Instagram campaigns (docs/campaigns.md#entry-points;
 * docs/messaging-windows.md#messenger-and-instagram). Meta lets nobody message a person first on
 * these channels, so such a campaign starts when the person opens the conversation from an entry
 * point the business published:
 *
 * - `ref`: an `m.me/<page>?ref=<ref>` or `ig.me/m/<username>?ref=<ref>` link (Meta sends the ref
 *   in `postback.referral`, a `referral` event, or the referral of the person's first message);
 * - `adIds`: click-to-Messenger / click-to-Instagram-Direct ads (`referral.ad_id`);
 * - `commentKeywords` (Instagram): a comment on the account's media containing one of the words
 *   (case-insensitive), on one of `mediaIds` (any media when none are given); it is answered with
 *   a private reply.
 *
 * Pure: no Nest, no I/O.
 */
import { createHash } from 'node:crypto';

/** The entry points of a campaign, as stored (only the fields given, arrays de-duplicated). */
export interface EntryPoints {
  ref?: string;
  adIds?: string[];
  commentKeywords?: string[];
  mediaIds?: string[];
}

/** Bounds of entry points (Meta: an m.me `ref` is at most 250 characters of `A-Za-z0-9+/=-.:_`). */
export const ENTRY_POINT_LIMITS = {
  refMaxLength: 250,
  adIdsMax: 50,
  commentKeywordsMax: 50,
  commentKeywordMaxLength: 100,
  mediaIdsMax: 100,
} as const;

/** Meta's `ref` parameter: letters, digits and `+/=-.:_`, 1-250 characters. */
export const REF_PATTERN = /^[A-Za-z0-9+/=\-.:_]{1,250}$/;
/** Ad and media ids are Graph ids: digits. */
export const GRAPH_ID_PATTERN = /^\d{1,32}$/;

/** What reached the account: a referral (link or ad) or an Instagram comment. */
export type EntryPointTrigger =
  | { kind: 'referral'; ref: string | null; adId: string | null; source: string | null }
  | {
      kind: 'comment';
      commentId: string;
      text: string;
      mediaId: string | null;
      /** ISO 8601: when the comment was made (the private reply's 7-day window starts here). */
      commentedAt: string;
    };

/** One broken rule of a campaign's shape: the field at fault and why. */
export interface CampaignShapeProblem {
  field: string;
  message: string;
}

/** Whether a channel's campaigns start from entry points (Messenger, Instagram) rather than a list. */
export const isEntryPointChannel = (channel: string): channel is 'messenger' | 'instagram' =>
  channel === 'messenger' || channel === 'instagram';

/**
 * Normalises entry points as given: `ref` trimmed; ids and keywords trimmed, empty ones dropped,
 * de-duplicated (keywords case-insensitively, keeping the first spelling); empty fields left out.
 */
export function normaliseEntryPoints(input: EntryPoints): EntryPoints {
  const unique = (values: string[] | undefined, key: (value: string) => string = (v) => v) => {
    const seen = new Set<string>();
    const kept: string[] = [];
    for (const value of values ?? []) {
      const trimmed = value.trim();
      if (trimmed === '' || seen.has(key(trimmed))) continue;
      seen.add(key(trimmed));
      kept.push(trimmed);
    }
    return kept;
  };
  const ref = input.ref?.trim();
  const adIds = unique(input.adIds);
  const commentKeywords = unique(input.commentKeywords, foldCase);
  const mediaIds = unique(input.mediaIds);
  return {
    ...(ref ? { ref } : {}),
    ...(adIds.length > 0 ? { adIds } : {}),
    ...(commentKeywords.length > 0 ? { commentKeywords } : {}),
    ...(mediaIds.length > 0 ? { mediaIds } : {}),
  };
}

/**
 * The rules tying a campaign's channel, list, entry points and type together:
 *
 * - Messenger/Instagram: no `listId` (a list trigger would message people first, which Meta
 *   forbids); type `combined` or `outgoing` (an entry point is answered with the opening message);
 *   `commentKeywords`/`mediaIds` only on Instagram (private replies to Instagram comments), and
 *   `mediaIds` only with `commentKeywords` (they narrow which comments count).
 * - WhatsApp/SMS: no `entryPoints` (they start from list additions).
 *
 * A draft may have no entry point yet: launching needs one (`hasEntryPoint`).
 *
 * @returns every broken rule (empty when the shape holds).
 */
export function campaignShapeProblems(campaign: {
  channel: string;
  type: string;
  listId: string | null;
  entryPoints: EntryPoints | null;
}): CampaignShapeProblem[] {
  const problems: CampaignShapeProblem[] = [];
  const { channel, entryPoints } = campaign;
  if (!isEntryPointChannel(channel)) {
    if (entryPoints) {
      problems.push({
        field: 'entryPoints',
        message: `only Messenger and Instagram campaigns have entry points; a ${channel} campaign starts from its list`,
      });
    }
    return problems;
  }
  if (campaign.listId) {
    problems.push({
      field: 'listId',
      message: `a ${channel} campaign cannot have a list: nobody may be messaged first on ${channel}; it starts from entryPoints`,
    });
  }
  if (campaign.type === 'incoming') {
    problems.push({
      field: 'type',
      message: `a ${channel} campaign answers its entry points with an opening message: use combined or outgoing`,
    });
  }
  if (channel === 'messenger' && entryPoints?.commentKeywords) {
    problems.push({
      field: 'entryPoints.commentKeywords',
      message: 'comment keywords (private replies to comments) are for Instagram campaigns',
    });
  }
  if (entryPoints?.mediaIds && !entryPoints.commentKeywords) {
    problems.push({
      field: 'entryPoints.mediaIds',
      message: 'mediaIds narrow commentKeywords: give commentKeywords too',
    });
  }
  return problems;
}

/** Whether the entry points can start anything: a `ref`, an ad id or a comment keyword. */
export function hasEntryPoint(entryPoints: EntryPoints | null): boolean {
  return Boolean(
    entryPoints &&
    (entryPoints.ref || entryPoints.adIds?.length || entryPoints.commentKeywords?.length),
  );
}

/** Case folding for keyword matching: NFKC, then lower case. */
function foldCase(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * Whether a trigger reaches a campaign's entry points: a referral whose `ref` equals the
 * campaign's `ref` (exactly: Meta passes it through as given) or whose `ad_id` is one of its
 * `adIds`; a comment whose text contains one of `commentKeywords` (case-insensitive) on one of
 * `mediaIds`, or on any media when the campaign names none.
 */
export function matchesEntryPoint(entryPoints: EntryPoints, trigger: EntryPointTrigger): boolean {
  if (trigger.kind === 'referral') {
    if (trigger.ref !== null && entryPoints.ref === trigger.ref) return true;
    return trigger.adId !== null && (entryPoints.adIds ?? []).includes(trigger.adId);
  }
  const keywords = entryPoints.commentKeywords ?? [];
  if (keywords.length === 0) return false;
  const media = entryPoints.mediaIds ?? [];
  if (media.length > 0 && (trigger.mediaId === null || !media.includes(trigger.mediaId))) {
    return false;
  }
  const text = foldCase(trigger.text);
  return keywords.some((keyword) => text.includes(foldCase(keyword)));
}

/**
 * The one campaign an entry point starts: the first of `campaigns` (the caller orders them,
 * earliest launched first) whose entry points match, or null. One event starts one campaign, so a
 * person is never greeted twice for one click or comment (and a comment gets one private reply).
 */
export function campaignForTrigger<T extends { entryPoints: EntryPoints | null }>(
  campaigns: T[],
  trigger: EntryPointTrigger,
): T | null {
  return (
    campaigns.find(
      (campaign) => campaign.entryPoints && matchesEntryPoint(campaign.entryPoints, trigger),
    ) ?? null
  );
}

/**
 * The links that open a campaign's conversation (`GET /v1/campaigns/{id}` `entryLinks`):
 * `https://m.me/<pageId>?ref=<ref>` for Messenger, `https://ig.me/m/<username>?ref=<ref>` for
 * Instagram when the connection's username is known. Empty without a `ref` or a connection.
 */
export function entryLinks(
  channel: string,
  entryPoints: EntryPoints | null,
  connection: { pageId: string | null; username: string | null } | null,
): string[] {
  const ref = entryPoints?.ref;
  if (!ref || !connection) return [];
  const query = `?ref=${encodeURIComponent(ref)}`;
  if (channel === 'messenger' && connection.pageId) {
    return [`https://m.me/${encodeURIComponent(connection.pageId)}${query}`];
  }
  if (channel === 'instagram' && connection.username) {
    return [`https://ig.me/m/${encodeURIComponent(connection.username)}${query}`];
  }
  return [];
}

/**
 * The operation id of an entry-point enrolment: a name-based UUID (RFC 9562 version 5 layout,
 * SHA-1 of a fixed namespace and `key`) of what triggered it (`<channel>:<owner>:comment:<id>`,
 * `<channel>:<owner>:referral:<user>:<time>`), so every delivery of one Meta event names the same
 * operation, as every batch of one import does.
 */
export function entryPointOperationId(key: string): string {
  const hash = createHash('sha1').update(`parley-entry-point:${key}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
