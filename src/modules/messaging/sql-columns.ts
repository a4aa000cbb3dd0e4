/**
 * The columns of `messages` and `conversations` as their entities name them, for the
 * repositories' hand-written statements (one list each, so every statement returns whole rows).
 */

export const MESSAGE_COLUMNS = `id, account_id AS "accountId", conversation_id AS "conversationId",
  contact_id AS "contactId", direction, channel, purpose, body, status, error_code AS "errorCode",
  error_message AS "errorMessage", campaign_id AS "campaignId", template_id AS "templateId",
  provider, external_id AS "externalId", send_started_at AS "sendStartedAt",
  sent_at AS "sentAt", delivered_at AS "deliveredAt", read_at AS "readAt",
  failed_at AS "failedAt", created_at AS "createdAt", message_type AS "messageType",
  reacts_to_message_id AS "reactsToMessageId", metadata, reply_comment_id AS "replyCommentId",
  reply_comment_at AS "replyCommentAt", sent_parts AS "sentParts",
  author_user_id AS "authorUserId", billable, pricing_model AS "pricingModel",
  pricing_category AS "pricingCategory", pricing_type AS "pricingType", referral,
  (SELECT u.name FROM users u WHERE u.id = author_user_id) AS "authorName"`;

export const CONVERSATION_COLUMNS = `id, account_id AS "accountId", contact_id AS "contactId", channel,
  custom_channel_id AS "customChannelId", campaign_id AS "campaignId", owner,
  last_message_at AS "lastMessageAt", last_inbound_at AS "lastInboundAt",
  last_read_at AS "lastReadAt", unread_count AS "unreadCount", created_at AS "createdAt",
  updated_at AS "updatedAt", assignee_id AS "assigneeId", snoozed_until AS "snoozedUntil",
  referral, referral_at AS "referralAt"`;
