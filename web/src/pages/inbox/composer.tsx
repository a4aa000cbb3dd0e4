import { Alert, Button, Group, NativeSelect, Paper, Stack, Textarea } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useAddNote, useReply } from '../../api/conversations';
import { renderSavedReply, useSavedReplies } from '../../api/saved-replies';
import { useTemplateOptions } from '../../api/templates';
import type { ConversationDetail } from '../../api/types';
import { ErrorNote } from '../../components';
import { windowRule } from './words';

const TONE_COLORS = { open: 'green', human: 'blue', closed: 'orange' } as const;

/**
 * The composer (docs/inbox-app.md#the-composer): the window notice (what the channel allows now,
 * re-read every 30 s), the `Reply` box (Enter sends, Shift+Enter is a new line), `Send` and
 * `Add note` (a private note is never sent, so it is allowed whatever the window). Typing `/`
 * offers the saved replies whose shortcut starts with what follows; choosing one puts its text,
 * with the contact's first name, in the box. In WhatsApp's
 * closed window only the `Template` picker sends; when nothing may be sent, `Send` is disabled
 * and the notice says why.
 */
export function Composer({ conversation }: { conversation: ConversationDetail }) {
  const [now, setNow] = useState(() => Date.now());
  const tick = useInterval(() => setNow(Date.now()), 30_000);
  useEffect(() => {
    tick.start();
    return tick.stop;
  }, [tick]);
  const rule = windowRule(conversation, now);
  const [text, setText] = useState('');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const reply = useReply(conversation.id);
  const note = useAddNote(conversation.id);
  const templates = (useTemplateOptions().data?.data ?? []).filter(
    (t) => t.channel === conversation.channel && t.status === 'approved',
  );
  const saved = useSavedReplies().data ?? [];
  const slash = /^\/(\S*)$/.exec(text)?.[1]?.toLowerCase();
  const suggestions =
    slash === undefined
      ? []
      : saved.filter((r) => r.shortcut.toLowerCase().startsWith(slash)).slice(0, 6);
  const noticeId = `window-notice-${conversation.id}`;
  const empty = text.trim() === '';

  const send = () => {
    if (!rule.freeText || empty || reply.isPending) return;
    note.reset();
    const sent = text;
    // what was typed meanwhile stays
    reply.mutate({ body: sent }, { onSuccess: () => setText((now) => (now === sent ? '' : now)) });
  };
  const addNote = () => {
    if (empty || note.isPending) return;
    reply.reset();
    const sent = text;
    note.mutate(sent, { onSuccess: () => setText((now) => (now === sent ? '' : now)) });
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Alert id={noticeId} color={TONE_COLORS[rule.tone]} variant="light" role="status" p="xs">
          {rule.notice}
        </Alert>
        {rule.template && (
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label="Template"
              data={[
                {
                  value: '',
                  label: templates.length ? 'Choose an approved template' : 'No approved template',
                },
                ...templates.map((t) => ({ value: t.id, label: `${t.name} (${t.language})` })),
              ]}
              value={templateId ?? ''}
              onChange={(event) => setTemplateId(event.currentTarget.value || null)}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button
              disabled={!templateId}
              loading={reply.isPending}
              onClick={() =>
                templateId && reply.mutate({ templateId }, { onSuccess: () => setTemplateId(null) })
              }
            >
              Send template
            </Button>
          </Group>
        )}
        <Textarea
          label="Reply"
          placeholder={
            rule.freeText
              ? 'Write a reply. Enter sends, Shift+Enter starts a new line.'
              : 'Only a private note can be added here now.'
          }
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          aria-describedby={noticeId}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
        />
        {suggestions.length > 0 && (
          <Group gap="xs" role="group" aria-label="Saved replies">
            {suggestions.map((r) => (
              <Button
                key={r.id}
                size="xs"
                variant="light"
                title={r.body}
                onClick={() => setText(renderSavedReply(r.body, conversation.contact))}
              >
                /{r.shortcut}
              </Button>
            ))}
          </Group>
        )}
        <ErrorNote error={reply.error} title="Not sent" />
        <ErrorNote error={note.error} title="Note not added" />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={empty} loading={note.isPending} onClick={addNote}>
            Add note
          </Button>
          <Button
            disabled={!rule.freeText || empty}
            loading={reply.isPending && !templateId}
            onClick={send}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
