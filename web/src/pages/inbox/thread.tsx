import { Box, Button, Center, Paper, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useThread } from '../../api/conversations';
import type { ConversationDetail, Message } from '../../api/types';
import { ErrorNote, formatDate } from '../../components';
import { authorWords, contactLabel, isNote, statusWords } from './words';

/**
 * The thread (docs/inbox-app.md#the-conversation): oldest at the top, newest at the bottom, in a
 * scrolling box that stays at the bottom as messages arrive (unless the person scrolled up);
 * reaching the top loads the older messages (or `Load older messages`). Each message says who wrote
 * it in words, when, and (sent ones) its status, a failed one with its reason; notes are set
 * apart and say they were never sent.
 */
export function Thread({ conversation }: { conversation: ConversationDetail }) {
  const thread = useThread(conversation.id);
  const { messages, hasOlder, loadingOlder, loadOlder } = thread;
  const box = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previousHeight = useRef(0);
  const contactName = contactLabel(conversation);
  const newest = messages[messages.length - 1]?.id;

  // Stay at the bottom as messages arrive; keep the view still when older ones load above.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (atBottom.current) el.scrollTop = el.scrollHeight;
    else el.scrollTop += el.scrollHeight - previousHeight.current;
    previousHeight.current = el.scrollHeight;
  }, [messages.length, newest]);

  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      // only once the person scrolled: the box starts at the bottom
      if (entries.some((e) => e.isIntersecting) && !atBottom.current) loadOlder();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasOlder, loadOlder]);

  return (
    <Paper withBorder>
      <Box
        ref={box}
        role="log"
        aria-label="Messages"
        tabIndex={0}
        p="md"
        style={{ maxHeight: '60vh', minHeight: 240, overflowY: 'auto', overflowX: 'hidden' }}
        onScroll={(event) => {
          const el = event.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
          previousHeight.current = el.scrollHeight;
        }}
      >
        <div ref={top} />
        {hasOlder && (
          <Center mb="sm">
            <Button
              variant="subtle"
              size="xs"
              loading={loadingOlder}
              onClick={() => {
                atBottom.current = false;
                loadOlder();
              }}
            >
              Load older messages
            </Button>
          </Center>
        )}
        <ErrorNote error={thread.olderError} title="The older messages could not be loaded" />
        {messages.length === 0 && (
          <Text c="dimmed" size="sm" ta="center">
            No message yet.
          </Text>
        )}
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} contactName={contactName} />
        ))}
      </Box>
    </Paper>
  );
}

/** One message of the thread: a bubble on the contact's side (left) or the business's (right), or a note. */
function MessageItem({ message, contactName }: { message: Message; contactName: string }) {
  const note = isNote(message);
  const inbound = message.direction === 'inbound';
  const status = statusWords(message);
  const failed = message.status === 'failed';
  return (
    <Box
      mb="sm"
      style={{
        display: 'flex',
        justifyContent: note ? 'center' : inbound ? 'flex-start' : 'flex-end',
      }}
    >
      <Box
        px="sm"
        py={6}
        maw={note ? '100%' : '85%'}
        w={note ? '100%' : undefined}
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          background: note
            ? 'var(--mantine-color-yellow-0)'
            : inbound
              ? 'var(--mantine-color-gray-1)'
              : 'var(--mantine-color-indigo-0)',
          border: note
            ? '1px dashed var(--mantine-color-yellow-7)'
            : failed
              ? '1px solid var(--mantine-color-red-6)'
              : '1px solid transparent',
        }}
      >
        <Text size="xs" fw={600}>
          {authorWords(message, contactName)}
          {note && ' · private, never sent to the contact'}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Text>
        <Text size="xs" c={failed ? 'red.9' : 'dimmed'}>
          {formatDate(message.createdAt)}
          {status && ` · ${status}`}
        </Text>
      </Box>
    </Box>
  );
}
