import { Button, Group, Paper, Skeleton, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { APP_TEXTS, EVENT_MESSAGES, LAYOUT_TEXTS, STAFF_EVENT_TEXTS as T } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { decedentName } from '../../app/decedentName';
import { ArrangementFrame, DecedentError } from '../../app/arrangement/ArrangementFrame';
import { summaryPath } from '../../app/arrangement/paths';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { StaffEventForm } from './StaffEventForm';
import { StaffEventList } from './StaffEventList';
import { useStaffEvents } from './useStaffEvents';

/** /admin/{opi}/events: staff add, edit and delete a decedent's services (memorial-portal 3 Event). */
export function StaffEventsPage() {
  const t = useT();
  const { opi = '' } = useParams();
  const { data, loading, error, rows, editing, setEditing, deleting, setDeleting, save, remove } = useStaffEvents(opi);

  if (!data) {
    if (loading)
      return (
        <ArrangementFrame title={t(T, 'title')} crumbs={[]}>
          <Skeleton height={240} />
        </ArrangementFrame>
      );
    return <DecedentError area="admin" error={error} />;
  }
  const name = decedentName(data.decedent) || data.decedent.opi;
  const crumbs = [
    { label: t(APP_TEXTS, 'dashboard'), to: '/admin/decedents' },
    { label: t(LAYOUT_TEXTS, 'arrangementsSummary'), to: summaryPath('admin', opi, '') },
    { label: t(T, 'title'), to: `/admin/${opi}/events`, current: true },
  ];

  return (
    <ArrangementFrame title={t(T, 'titleFor', { name })} crumbs={crumbs} homeName={data.decedent.funeralHome.name} lead={t(T, 'lead')}>
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>{t(T, 'addEvent')}</Button>
      </Group>
      {rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text c="stone.8">{t(EVENT_MESSAGES, 'noUpcoming')}</Text>
        </Paper>
      ) : (
        <StaffEventList rows={rows} onEdit={setEditing} onDelete={setDeleting} />
      )}

      <StaffEventForm editing={editing} onClose={() => setEditing(null)} save={save} homeCode={data.decedent.funeralHome.code} />

      <ConfirmDialog
        opened={deleting !== null}
        title={t(EVENT_MESSAGES, 'confirmDelete')}
        message={t(EVENT_MESSAGES, 'cannotBeRevoked')}
        confirmLabel={t(APP_TEXTS, 'delete')}
        danger
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </ArrangementFrame>
  );
}
