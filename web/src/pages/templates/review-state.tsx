import { Text } from '@mantine/core';
import type { Template } from '../../api/types';
import { StatusBadge } from '../../components';

/** Meta's rejection reasons (`message_template_status_update.reason`) in words. */
const REASONS: Record<string, string> = {
  INVALID_FORMAT: 'the format is not valid (variables, length or formatting)',
  ABUSIVE_CONTENT: 'the content breaks WhatsApp’s policies',
  INCORRECT_CATEGORY: 'the category does not match the content',
  TAG_CONTENT_MISMATCH: 'the category does not match the content',
  SCAM: 'it looks like a scam',
  PROMOTIONAL: 'it is promotional but not in the marketing category',
  NONE: 'no reason given',
};

/** A reason as people read it: Meta's code in words, any other text as is. */
export function reasonInWords(reason: string | null): string | null {
  if (!reason) return null;
  return REASONS[reason] ?? reason;
}

/**
 * What a template's review state means, in words (docs/templates.md#review-by-meta): who
 * reviewed it (Meta, the sandbox, the operator) and Meta's reason for a rejection.
 */
export function reviewInWords(template: Template): string | null {
  const reason = reasonInWords(template.statusReason);
  if (template.channel !== 'whatsapp') return reason;
  switch (template.status) {
    case 'approved':
      return template.review === 'sandbox'
        ? 'Sandbox approval: no WhatsApp connection, so nobody at Meta reviewed it and nothing is sent.'
        : 'Approved by Meta.';
    case 'pending':
      if (reason) return reason;
      return template.review === 'meta'
        ? 'Submitted to Meta: waiting for its review.'
        : 'Waiting for review: add your WhatsApp Business Account ID under Channels to submit it to Meta.';
    case 'rejected':
      return `Rejected by Meta: ${reason ?? 'no reason given'}. Edit it to submit it again.`;
    case 'paused':
      return `Paused by Meta after poor feedback from recipients${reason ? `: ${reason}` : ''}.`;
    case 'disabled':
      return `Disabled by Meta${reason ? `: ${reason}` : ''}; it can no longer be sent.`;
  }
  return reason;
}

/** A template's status badge and its review state in words. */
export function ReviewState({ template }: { template: Template }) {
  const words = reviewInWords(template);
  return (
    <>
      <StatusBadge status={template.status} />
      {words && (
        <Text size="xs" c="dimmed" maw={260}>
          {words}
        </Text>
      )}
    </>
  );
}
