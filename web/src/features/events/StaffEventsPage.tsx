import { Button, Group, Paper, Skeleton, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { EVENT_MESSAGES } from '@memorial/schema';
import { decedentName } from '../../app/decedentName';
import { ArrangementFrame, DecedentError } from '../../app/arrangement/ArrangementFrame';
import { summaryPath } from '../../app/arrangement/paths';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { StaffEventForm } from './StaffEventForm';
import { StaffEventList } from './StaffEventList';
import { useStaffEvents } from './useStaffEvents';

/** /admin/{opi}/events: staff add, edit and delete a decedent's services (memorial-portal 3 Event). */
export function StaffEventsPage() {
  const { opi = '' } = useParams();
  const { data, loading, error, rows, editing, setEditing, deleting, setDeleting, save, remove } = useStaffEvents(opi);

  if (!data) {
    if (loading)
      return (
        <ArrangementFrame title="Events" crumbs={[]}>
          <Skeleton height={240} />
        </ArrangementFrame>
      );
    return <DecedentError area="admin" error={error} />;
  }
  const name = decedentName(data.decedent) || data.decedent.opi;
  const crumbs = [
    { label: 'Dashboard', to: '/admin/decedents' },
    { label: 'Arrangements Summary', to: summaryPath('admin', opi, '') },
    { label: 'Events', to: `/admin/${opi}/events`, current: true },
  ];

  return (
    <ArrangementFrame
      title={`Events for ${name}`}
      crumbs={crumbs}
      homeName={data.decedent.funeralHome.name}
      lead="The services shown on the memorial page. Dates and times are on each service's own clock, as entered."
    >
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>Add Event</Button>
      </Group>
      {rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="stone.8">{EVENT_MESSAGES.noUpcoming}</Text>
        </Paper>
      ) : (
        <StaffEventList rows={rows} onEdit={setEditing} onDelete={setDeleting} />
      )}

      <StaffEventForm editing={editing} onClose={() => setEditing(null)} save={save} homeCode={data.decedent.funeralHome.code} />

      <ConfirmDialog
        opened={deleting !== null}
        title={EVENT_MESSAGES.confirmDelete}
        message={EVENT_MESSAGES.cannotBeRevoked}
        confirmLabel="Delete"
        danger
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </ArrangementFrame>
  );
}
