import { Button } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useList, useListMembers } from '../../api/lists';
import { Empty, ErrorNote, Loading, PageHeader, formatDate, PagedTable } from '../../components';
import { CONTACT_COLUMNS } from '../contacts/contact-columns';
import { AddContactModal } from './add-contact-modal';
import { ImportPanel } from './import-panel';

/** "1 member", "206 members". */
function memberCount(n: number): string {
  return `${n} ${n === 1 ? 'member' : 'members'}`;
}

/** A list: its members, Add contact and Import CSV. */
export function ListPage() {
  const { id = '' } = useParams();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const list = useList(id);
  const members = useListMembers(id);
  if (list.isPending) return <Loading />;
  if (list.error) return <ErrorNote error={list.error} />;
  return (
    <>
      <PageHeader
        title={list.data.name}
        description={`${memberCount(list.data.memberCount)} · created ${formatDate(list.data.createdAt)}`}
        actions={
          <>
            <Button variant="default" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button onClick={() => setAdding(true)}>Add contact</Button>
          </>
        }
      />
      {importing && <ImportPanel listId={id} onClose={() => setImporting(false)} />}
      <PagedTable
        page={members}
        empty={
          <Empty title="This list is empty">
            Add a contact, import a CSV file of leads, or let your funnel add them through the API.
            A live campaign linked to this list messages each one as they arrive.
          </Empty>
        }
        columns={CONTACT_COLUMNS}
      />
      <AddContactModal listId={id} opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}
