import { Anchor, Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useListsPage } from '../../api/lists';
import type { List } from '../../api/types';
import { Empty, PageHeader, formatDate, PagedTable, type Column } from '../../components';
import { NewListModal } from './new-list-modal';

const LIST_COLUMNS: Column<List>[] = [
  {
    label: 'Name',
    cell: (list) => (
      <Anchor component={Link} to={`/app/lists/${list.id}`}>
        {list.name}
      </Anchor>
    ),
  },
  { label: 'Members', align: 'right', cell: (list) => list.memberCount },
  { label: 'Created', cell: (list) => formatDate(list.createdAt) },
];

/** Lists, with their member counts (from the list answer itself), and New list. */
export function ListsPage() {
  const [creating, setCreating] = useState(false);
  const lists = useListsPage();
  return (
    <>
      <PageHeader
        title="Lists"
        description="Contacts > Lists: a campaign linked to a list messages everyone added to it."
        actions={<Button onClick={() => setCreating(true)}>New list</Button>}
      />
      <PagedTable
        page={lists}
        empty={
          <Empty
            title="No lists yet"
            action={<Button onClick={() => setCreating(true)}>New list</Button>}
          >
            Create a list for each funnel, then link a campaign to it and import or add contacts.
          </Empty>
        }
        columns={LIST_COLUMNS}
      />
      <NewListModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
