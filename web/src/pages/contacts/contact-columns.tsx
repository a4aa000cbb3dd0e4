import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { Contact } from '../../api/types';
import { formatDate, fullName, type Column } from '../../components';

/** Contacts as a table: name (a link to the contact), phone, email, when added. */
export const CONTACT_COLUMNS: Column<Contact>[] = [
  {
    label: 'Name',
    cell: (contact) => (
      <Anchor component={Link} to={`/app/contacts/${contact.id}`}>
        {fullName(contact)}
      </Anchor>
    ),
  },
  { label: 'Phone', cell: (contact) => contact.phone ?? '—' },
  { label: 'Email', cell: (contact) => contact.email ?? '—' },
  { label: 'Added', nowrap: true, cell: (contact) => formatDate(contact.createdAt) },
];
