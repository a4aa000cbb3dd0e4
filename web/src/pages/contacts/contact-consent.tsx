import { Anchor, Stack, Text } from '@mantine/core';
import type { Contact } from '../../api/types';
import { DetailRow, SectionCard, formatDate } from '../../components';

/**
 * The contact's consent record, as the funnel sent it with `POST /v1/contacts`
 * (docs/contacts.md#consent): when, where (source and form), from which IP, and the wording the
 * person agreed to; a line saying none was recorded otherwise. Values wrap on a phone.
 */
export function ContactConsent({ consent }: { consent: Contact['consent'] }) {
  return (
    <SectionCard title="Consent">
      {!consent ? (
        <Text size="sm" c="dimmed">
          No consent recorded. Funnels can send it as consent when they create the contact.
        </Text>
      ) : (
        <Stack gap={6}>
          <DetailRow label="Agreed">{formatDate(consent.at)}</DetailRow>
          <DetailRow label="Source">{consent.source ?? '—'}</DetailRow>
          <DetailRow label="Form">
            {consent.formUrl ? (
              <Anchor href={consent.formUrl} target="_blank" rel="noopener noreferrer" size="sm">
                {consent.formUrl}
              </Anchor>
            ) : (
              '—'
            )}
          </DetailRow>
          <DetailRow label="IP address">{consent.ip ?? '—'}</DetailRow>
          <DetailRow label="Wording">{consent.text ?? '—'}</DetailRow>
          <DetailRow label="Recorded">{formatDate(consent.recordedAt)}</DetailRow>
        </Stack>
      )}
    </SectionCard>
  );
}
