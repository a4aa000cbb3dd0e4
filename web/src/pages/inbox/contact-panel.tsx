import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCampaignsPage } from '../../api/campaigns';
import { useContact, useContactExport, useSetOptOut } from '../../api/contacts';
import { useContactLists } from '../../api/lists';
import type { ConversationDetail } from '../../api/types';
import { DetailRow, ErrorNote, formatDate } from '../../components';
import { identityWords } from '../contacts/contact-identities';
import { contactLabel } from './words';

/**
 * The conversation's contact (docs/inbox-app.md#the-conversation): name, phone, email, channel
 * identities, lists, campaigns, the opt-out with `Opt out` / `Opt back in`, and a link to the
 * contact page. An erased contact says so.
 */
export function ContactPanel({ conversation }: { conversation: ConversationDetail }) {
  if (!conversation.contactId) {
    return (
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="xs">
          Contact
        </Title>
        <Text size="sm" c="dimmed">
          This contact was erased.
        </Text>
      </Paper>
    );
  }
  return <KnownContact contactId={conversation.contactId} conversation={conversation} />;
}

function KnownContact({
  contactId,
  conversation,
}: {
  contactId: string;
  conversation: ConversationDetail;
}) {
  const contact = useContact(contactId);
  const lists = useContactLists(contactId).query.data?.data ?? [];
  const exported = useContactExport(contactId).data;
  const campaigns = useCampaignsPage().query.data?.data ?? [];
  const optOut = useSetOptOut(contactId);
  const c = contact.data;
  const campaignIds = new Set<string>(
    [
      conversation.campaignId,
      ...(exported?.campaigns ?? []).map((e) => (e as { campaignId?: string }).campaignId),
    ].filter((id): id is string => !!id),
  );
  const campaignName = (id: string) => campaigns.find((x) => x.id === id)?.name ?? 'A campaign';
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        Contact
      </Title>
      <ErrorNote error={contact.error} />
      <Stack gap={6}>
        <DetailRow label="Name" labelWidth={80}>
          {c ? contactLabel({ contact: c, channel: conversation.channel }) : '…'}
        </DetailRow>
        <DetailRow label="Phone" labelWidth={80}>
          {c?.phone ?? '—'}
        </DetailRow>
        <DetailRow label="Email" labelWidth={80}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {c?.email ?? '—'}
          </Text>
        </DetailRow>
        <DetailRow label="Channels" labelWidth={80}>
          {exported?.identities.length ? (
            <Stack gap={2}>
              {exported.identities.map((identity) => (
                <Text size="sm" key={`${identity.channel}:${identity.externalId}`}>
                  {identityWords(identity)}
                </Text>
              ))}
            </Stack>
          ) : (
            '—'
          )}
        </DetailRow>
        <DetailRow label="Lists" labelWidth={80}>
          {lists.length ? (
            <Group gap="xs">
              {lists.map((list) => (
                <Anchor key={list.id} component={Link} to={`/app/lists/${list.id}`} size="sm">
                  {list.name}
                </Anchor>
              ))}
            </Group>
          ) : (
            'None'
          )}
        </DetailRow>
        <DetailRow label="Campaigns" labelWidth={80}>
          {campaignIds.size ? (
            <Stack gap={2}>
              {[...campaignIds].map((id) => (
                <Anchor key={id} component={Link} to={`/app/campaigns/${id}`} size="sm">
                  {campaignName(id)}
                </Anchor>
              ))}
            </Stack>
          ) : (
            'None'
          )}
        </DetailRow>
        <DetailRow label="Opt-out" labelWidth={80}>
          {c?.optedOut ? `Opted out ${formatDate(c.optedOutAt)}` : 'Receives campaigns'}
        </DetailRow>
      </Stack>
      <ErrorNote error={optOut.error} title="Not changed" />
      <Group mt="md" gap="sm">
        {c &&
          (c.optedOut ? (
            <Button
              variant="default"
              loading={optOut.isPending}
              onClick={() => optOut.mutate(false)}
            >
              Opt back in
            </Button>
          ) : (
            <Button
              variant="default"
              loading={optOut.isPending}
              onClick={() => optOut.mutate(true)}
            >
              Opt out
            </Button>
          ))}
        <Anchor component={Link} to={`/app/contacts/${contactId}`} size="sm">
          Open the contact page
        </Anchor>
      </Group>
    </Paper>
  );
}
