import { pageOf, useCursorPage } from './paging';
import type { Message } from './types';

/** The query keys of messages. */
export const messageKeys = {
  all: ['messages'] as const,
  pages: (filter: { contactId: string }) => [...messageKeys.all, 'page', filter] as const,
};

/** A contact's messages, received and sent, newest first, page by page (`GET /v1/messages`). */
export function useContactMessages(contactId: string) {
  return useCursorPage<Message>(
    messageKeys.pages({ contactId }),
    pageOf('/messages', { contactId }),
  );
}
