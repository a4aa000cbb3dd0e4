import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { contactLookup, useContactSearch, useContactsPage } from '../../api/contacts';
import { Empty, PageHeader, PagedTable } from '../../components';
import { CONTACT_COLUMNS } from './contact-columns';
import { NewContactModal } from './new-contact-modal';

/** Contacts: the paginated table, the search by phone, email or name, and New contact. */
export function ContactsPage() {
  const [search, setSearch] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [creating, setCreating] = useState(false);
  const lookup = submitted ? contactLookup(submitted) : null;
  const all = useContactsPage({ enabled: !lookup });
  const found = useContactSearch(lookup);
  const shown = lookup ? found : all;
  const total = shown.query.data?.total;
  const emptySearch =
    lookup?.kind === 'name'
      ? 'No contact has that name. Search by phone or email, or add the person with New contact.'
      : 'Check the phone number or email, or add the person with New contact.';

  return (
    <>
      <PageHeader
        title="Contacts"
        description="Everyone your funnels, imports and conversations brought in."
        actions={<Button onClick={() => setCreating(true)}>New contact</Button>}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          found.cursor.reset();
          setSubmitted(search.trim());
        }}
      >
        <Group mb="md" align="flex-end">
          <TextInput
            label="Search contacts"
            placeholder="Phone, email or name"
            description="A phone number without country code is read in the account's default country."
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
          {submitted && (
            <Button
              variant="subtle"
              onClick={() => {
                setSearch('');
                setSubmitted('');
                found.cursor.reset();
              }}
            >
              Clear
            </Button>
          )}
        </Group>
      </form>
      {total !== undefined && (
        <Text size="sm" c="dimmed" mb="xs" role="status">
          {lookup
            ? `${total} ${total === 1 ? 'contact matches' : 'contacts match'}`
            : `${total} ${total === 1 ? 'contact' : 'contacts'}, newest first`}
        </Text>
      )}
      <PagedTable
        page={shown}
        empty={
          lookup ? (
            <Empty title="No contact matches">{emptySearch}</Empty>
          ) : (
            <Empty
              title="No contacts yet"
              action={<Button onClick={() => setCreating(true)}>New contact</Button>}
            >
              Contacts arrive from your funnels through the API, from a CSV import under Lists, or
              one by one here.
            </Empty>
          )
        }
        columns={CONTACT_COLUMNS}
      />
      <NewContactModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
