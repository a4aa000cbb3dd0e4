import { type CursorPosition, Keyset } from '../../../common/pagination/pagination';
import type { AdReferral } from '../../../events';
import type { MessagePurpose } from '../domain/author';
import type { ConversationOwner } from './conversation.entity';

/** The inbox: most recent activity first (exact to the µs). */
const INBOX = new Keyset('COALESCE(c.last_message_at, c.created_at)', 'c.id', true);

/**
 * The inbox unread first (`order=unread_first`): conversations with unread messages, then the
 * others, each group by most recent activity. One keyset over one expression: an unread
 * conversation's activity is moved 1,000 years ahead, so every unread row sorts (and pages)
 * before every read one and the cursor stays a time and an id.
 */
const INBOX_UNREAD_FIRST = new Keyset(
  `(COALESCE(c.last_message_at, c.created_at) +
    CASE WHEN c.unread_count > 0 THEN interval '1000 years' ELSE interval '0' END)`,
  'c.id',
  true,
);

/** The orders of the inbox (`GET /v1/conversations?order=`). */
export const INBOX_ORDERS = ['activity', 'unread_first'] as const;
export type InboxOrder = (typeof INBOX_ORDERS)[number];

/**
 * The contact's searchable words: the expression of `contacts_search_idx` (migration
 * 1795700200000, whose copy a test compares), so the index serves the search.
 */
export const CONTACT_SEARCH_VECTOR = `to_tsvector('simple', coalesce(first_name, '') || ' ' ||
  coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' ||
  coalesce(ltrim(phone, '+'), ''))`;

/**
 * The full-text query of a search text (docs/conversations.md#search): its words (letters,
 * digits and `@ . _ + -`), at most 8, each matched as a prefix, all required; null when it has
 * none.
 */
export function searchQuery(q: string): string | null {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}@._+-]+/u)
    .map((word) => word.replace(/^[._-]+|[._-]+$/g, ''))
    .filter((word) => word !== '')
    .slice(0, 8);
  return words.length === 0 ? null : words.map((word) => `'${word}':*`).join(' & ');
}

/** Filters of the inbox (`GET /v1/conversations`); all optional, combined with AND. */
export interface InboxFilter {
  owner?: string;
  channel?: string;
  contactId?: string;
  campaignId?: string;
  /** Only conversations with inbound messages after the last read. */
  unread?: boolean;
  /** `none`: only unassigned ones; a user id: only that person's (docs/conversations.md#assignment). */
  assignee?: 'none' | { userId: string };
  /** true: only snoozed ones (until a later time); false: only those not snoozed now. */
  snoozed?: boolean;
  /** A full-text query (`searchQuery`) over the contact's name, phone, email and the messages. */
  search?: string;
  /** `activity` (default): most recent activity first; `unread_first`: unread ones first, then the rest. */
  order?: InboxOrder;
}

/** A time as PostgreSQL writes it in an inbox row: ISO 8601 in UTC to the ms, or null. */
export type IsoTime = string;

/**
 * One inbox row: the conversation, its contact and last message. Its times are ISO 8601 text
 * (UTC, to the ms, as the API shows them), formatted by the statement itself: parsing 8 times a
 * row into `Date`s and writing them back cost a fifth of an inbox page
 * (docs/performance.md#the-inbox).
 */
export interface InboxRow {
  id: string;
  accountId: string;
  contactId: string;
  channel: string;
  customChannelId: string | null;
  campaignId: string | null;
  owner: ConversationOwner;
  lastMessageAt: IsoTime | null;
  /** When the contact last wrote (the start of the channel's messaging window), or null. */
  lastInboundAt: IsoTime | null;
  lastReadAt: IsoTime | null;
  unreadCount: number;
  createdAt: IsoTime;
  updatedAt: IsoTime;
  assigneeId: string | null;
  snoozedUntil: IsoTime | null;
  referral: AdReferral | null;
  referralAt: IsoTime | null;
  /** The sort key: last activity (`last_message_at`, or `created_at` before any message). */
  activityAt: IsoTime;
  /** `activityAt` exactly, as text (`Keyset.cursorColumn`): the page's cursor. */
  cursorAt: string;
  /** The assignee's name (null: unassigned). */
  assigneeName: string | null;
  /** When the business first answered the conversation's ad referral (a sent message), or null. */
  referralAnsweredAt: IsoTime | null;
  contact: {
    firstName: string | null;
    lastName: string | null;
    phone: string | null;
    email: string | null;
  };
  lastMessage: {
    direction: 'inbound' | 'outbound';
    purpose: MessagePurpose;
    body: string;
    status: string;
    createdAt: IsoTime;
  } | null;
}

/** `expression` (a `timestamptz`) as ISO 8601 text in UTC to the ms, as `Date#toISOString` writes it. */
const isoText = (expression: string): string =>
  `to_char((${expression}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The inbox statement: conversations with their contact and last message, `where` over `c`;
 * `keyset` gives the cursor column (the page's order).
 */
export function summariesSql(where: string, keyset: Keyset = INBOX): string {
  return `SELECT c.id, c.account_id AS "accountId", c.contact_id AS "contactId", c.channel,
              c.custom_channel_id AS "customChannelId", c.campaign_id AS "campaignId", c.owner,
              ${isoText('c.last_message_at')} AS "lastMessageAt",
              ${isoText('c.last_inbound_at')} AS "lastInboundAt",
              ${isoText('c.last_read_at')} AS "lastReadAt", c.unread_count AS "unreadCount",
              ${isoText('c.created_at')} AS "createdAt", ${isoText('c.updated_at')} AS "updatedAt",
              c.assignee_id AS "assigneeId", ${isoText('c.snoozed_until')} AS "snoozedUntil",
              c.referral, ${isoText('c.referral_at')} AS "referralAt",
              CASE WHEN c.referral_at IS NOT NULL THEN ${isoText(`(SELECT min(r.sent_at) FROM messages r
                  WHERE r.conversation_id = c.id AND r.direction = 'outbound'
                    AND r.sent_at >= c.referral_at)`)} END AS "referralAnsweredAt",
              (SELECT u.name FROM users u WHERE u.id = c.assignee_id) AS "assigneeName",
              ${isoText('COALESCE(c.last_message_at, c.created_at)')} AS "activityAt",
              ${keyset.cursorColumn},
              ct.first_name AS "firstName", ct.last_name AS "lastName", ct.phone, ct.email,
              lm.direction AS "lmDirection", lm.purpose AS "lmPurpose", lm.body AS "lmBody",
              lm.status AS "lmStatus", ${isoText('lm.created_at')} AS "lmCreatedAt"
         FROM conversations c
         LEFT JOIN contacts ct ON ct.account_id = c.account_id AND ct.id = c.contact_id
         LEFT JOIN LATERAL (
           SELECT direction, purpose, left(body, 200) AS body, status, created_at
             FROM messages m WHERE m.conversation_id = c.id AND m.direction <> 'note'
            ORDER BY m.created_at DESC, m.id DESC LIMIT 1) lm ON true
        WHERE ${where}`;
}

/**
 * The filters of the inbox over `c` (all optional, AND), as parameters `$1` (the account) to
 * `$10`: shared by a page and the count, so both select the same conversations.
 */
function inboxWhere(accountId: string, filter: InboxFilter): { where: string; params: unknown[] } {
  return {
    where: `c.account_id = $1
          AND ($2::text IS NULL OR c.owner = $2)
          AND ($3::text IS NULL OR c.channel = $3)
          AND ($4::uuid IS NULL OR c.contact_id = $4)
          AND ($5::uuid IS NULL OR c.campaign_id = $5)
          AND (NOT $6 OR c.unread_count > 0)
          AND (NOT $7 OR c.assignee_id IS NULL)
          AND ($8::uuid IS NULL OR c.assignee_id = $8)
          AND ($9::boolean IS NULL OR COALESCE(c.snoozed_until > now(), false) = $9)
          AND ($10::text IS NULL
               OR c.contact_id IN (SELECT s.id FROM contacts s
                                    WHERE s.account_id = $1
                                      AND ${CONTACT_SEARCH_VECTOR} @@ to_tsquery('simple', $10))
               OR c.id IN (SELECT sm.conversation_id FROM messages sm
                            WHERE sm.account_id = $1
                              AND to_tsvector('simple', sm.body) @@ to_tsquery('simple', $10)))`,
    params: [
      accountId,
      filter.owner ?? null,
      filter.channel ?? null,
      filter.contactId ?? null,
      filter.campaignId ?? null,
      filter.unread === true,
      filter.assignee === 'none',
      typeof filter.assignee === 'object' ? filter.assignee.userId : null,
      filter.snoozed ?? null,
      filter.search ?? null,
    ],
  };
}

/**
 * The statement of one inbox page (`GET /v1/conversations`): the account's conversations, most
 * recent activity first (`last_message_at`, or `created_at` before any message; then id), or
 * unread ones first with `order: 'unread_first'`, filtered (all optional, AND), `limit` rows
 * after `after`. Reads `conversations_inbox_idx` (with `owner`) or `conversations_activity_idx`.
 * Exported so the inbox benchmark explains the very statement the service runs.
 */
export function inboxPageQuery(
  accountId: string,
  filter: InboxFilter,
  limit: number,
  after: CursorPosition | null,
): { sql: string; params: unknown[] } {
  const keyset = filter.order === 'unread_first' ? INBOX_UNREAD_FIRST : INBOX;
  const { where, params } = inboxWhere(accountId, filter);
  return {
    sql: summariesSql(
      `${where}
          AND ($11::text IS NULL OR ${keyset.after(11, 12)})
        ORDER BY ${keyset.orderBy}
        LIMIT $13`,
      keyset,
    ),
    params: [...params, ...Keyset.params(after), limit],
  };
}

/**
 * The statement counting the inbox's conversations for `filter` (`GET /v1/conversations/count`):
 * the same filters as a page, no join, no last message; one index range on
 * `conversations_inbox_idx` with `owner`. Returns one row `{count}` (an integer).
 */
export function inboxCountQuery(
  accountId: string,
  filter: InboxFilter,
): { sql: string; params: unknown[] } {
  const { where, params } = inboxWhere(accountId, filter);
  return { sql: `SELECT count(*)::int AS count FROM conversations c WHERE ${where}`, params };
}
