import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { serviceWhen } from '../../app/serviceTime';
import { browserTimeZone } from '../../app/timezone';
import { APP_TEXTS, STAFF_EVENT_TEXTS as T, type Locale } from '@memorial/schema';
import { useLocale, useT } from '../../app/i18n';
import type { Row } from './useStaffEvents';

// A row's date and time are shown on the service's own clock (the form's) with its zone's name, and in brackets on the
// staff member's own when that reads differently.
const whenOf = (row: Row, locale: Locale) => serviceWhen(row, browserTimeZone(), locale);
const timesOf = (row: Row, locale: Locale) => {
  const when = whenOf(row, locale);
  return [when.time, when.visitor].filter(Boolean).join(' ');
};
const placeOf = (row: Row) => [row.locationName, row.chapelName].filter(Boolean).join(' · ');

function EventBadges({ row }: { row: Row }) {
  const t = useT();
  if (row.eventType !== 'Dynamic' && !row.isPrivate) return null;
  return (
    <Group gap={4}>
      {row.eventType === 'Dynamic' && (
        <Badge variant="light" size="sm">
          {t(T, 'Dynamic')}
        </Badge>
      )}
      {row.isPrivate && (
        <Badge variant="light" color="stone" size="sm">
          {t(T, 'hiddenByFamily')}
        </Badge>
      )}
    </Group>
  );
}

function EventActions({ row, onEdit, onDelete }: { row: Row; onEdit: (row: Row) => void; onDelete: (row: Row) => void }) {
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" onClick={() => onEdit(row)}>
        {t(T, 'edit')}
        <span className="visually-hidden"> {row.eventName}</span>
      </Button>
      <Button size="xs" variant="outline" color="red.9" onClick={() => onDelete(row)}>
        {t(APP_TEXTS, 'delete')}
        <span className="visually-hidden"> {row.eventName}</span>
      </Button>
    </Group>
  );
}

interface StaffEventListProps {
  rows: Row[];
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

/** The decedent's services: a table on a wide screen, cards on a phone, each with Edit and Delete. */
export function StaffEventList({ rows, onEdit, onDelete }: StaffEventListProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table withTableBorder verticalSpacing="sm" aria-label={t(T, 'title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(T, 'event')}</Table.Th>
              <Table.Th>{t(T, 'date')}</Table.Th>
              <Table.Th>{t(T, 'time')}</Table.Th>
              <Table.Th>{t(T, 'location')}</Table.Th>
              <Table.Th>{t(T, 'actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Text fw={600}>{row.eventName}</Text>
                  <EventBadges row={row} />
                </Table.Td>
                <Table.Td>{whenOf(row, locale).date}</Table.Td>
                <Table.Td>{timesOf(row, locale)}</Table.Td>
                <Table.Td>{placeOf(row)}</Table.Td>
                <Table.Td>
                  <EventActions row={row} onEdit={onEdit} onDelete={onDelete} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {/* A phone gets the events as cards: a table there hid its Edit and Delete past the screen's edge. */}
      <Stack gap="sm" hiddenFrom="sm" component="ul" className="plain-list" aria-label={t(T, 'title')}>
        {rows.map((row) => (
          <Paper key={row.id} component="li" withBorder p="md">
            <Text fw={600}>{row.eventName}</Text>
            <EventBadges row={row} />
            <Text size="sm" c="stone.8" mt={4}>
              {whenOf(row, locale).date} · {timesOf(row, locale)}
            </Text>
            <Text size="sm" c="stone.8">
              {placeOf(row)}
            </Text>
            <Group mt="xs">
              <EventActions row={row} onEdit={onEdit} onDelete={onDelete} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
