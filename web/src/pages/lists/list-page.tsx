import { Button } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useList, useListMembers, useRemoveMember } from '../../api/lists';
import type { Contact } from '../../api/types';
import {
  Empty,
  ErrorNote,
  Loading,
  PageHeader,
  formatDate,
  PagedTable,
  type Column,
} from '../../components';
import { CONTACT_COLUMNS } from '../contacts/contact-columns';
import { AddContactModal } from './add-contact-modal';
import { DeleteListModal } from './delete-list-modal';
import { ImportPanel } from './import-panel';
import { RenameListModal } from './rename-list-modal';

/** "1 member", "206 members". */
function memberCount(n: number): string {
  return `${n} ${n === 1 ? 'member' : 'members'}`;
}

type Dialog = 'adding' | 'renaming' | 'deleting' | null;

/**
 * A list: its members (each with `Remove from list`), Add contact, Import CSV, Rename and Delete
 * (docs/lists-and-imports.md#lists).
 */
export function ListPage() {
  const { id = '' } = useParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [importing, setImporting] = useState(false);
  const list = useList(id);
  const members = useListMembers(id);
  const remove = useRemoveMember(id);
  if (list.isPending) return <Loading />;
  if (list.error) return <ErrorNote error={list.error} />;
  const close = () => setDialog(null);
  const columns: Column<Contact>[] = [
    ...CONTACT_COLUMNS,
    {
      width: 150,
      cell: (contact) => (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          loading={remove.isPending && remove.variables === contact.id}
          onClick={() => remove.mutate(contact.id)}
        >
          Remove from list
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={list.data.name}
        description={`${memberCount(list.data.memberCount)} · created ${formatDate(list.data.createdAt)}`}
        actions={
          <>
            <Button variant="default" onClick={() => setDialog('renaming')}>
              Rename
            </Button>
            <Button variant="default" color="red" onClick={() => setDialog('deleting')}>
              Delete
            </Button>
            <Button variant="default" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button onClick={() => setDialog('adding')}>Add contact</Button>
          </>
        }
      />
      {importing && <ImportPanel listId={id} onClose={() => setImporting(false)} />}
      <ErrorNote error={remove.error} title="Not removed from the list" />
      <PagedTable
        page={members}
        empty={
          <Empty title="This list is empty">
            Add a contact, import a CSV file of leads, or let your funnel add them through the API.
            A live campaign linked to this list messages each one as they arrive.
          </Empty>
        }
        columns={columns}
      />
      <AddContactModal listId={id} opened={dialog === 'adding'} onClose={close} />
      {dialog === 'renaming' && <RenameListModal list={list.data} opened onClose={close} />}
      <DeleteListModal list={list.data} opened={dialog === 'deleting'} onClose={close} />
    </>
  );
}
