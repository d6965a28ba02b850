import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, NativeSelect, Paper, SimpleGrid, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Form, Field } from 'react-final-form';
import { useParams } from 'react-router';
import { EVENT_MESSAGES, EVENT_TYPES, FUNERAL_HOMES, MESSAGES, eventRule } from '@memorial/schema';
import { describeError } from '../../app/errors';
import { graphql, getFragmentData } from '../../gql';
import type { EventInput } from '../../gql/graphql';
import { TextField, WRAPPER_ORDER, keep } from '../../app/fields';
import { submitErrors, validateWith } from '../../app/forms';
import { notifySuccess } from '../../app/notify';
import { decedentName } from '../../app/decedentName';
import { formatClock, formatLongDate } from '../../app/format';
import { ArrangementFrame, DECEDENT_PAGE_STATES, DecedentError } from '../../app/arrangement/ArrangementFrame';
import { summaryPath } from '../../app/arrangement/paths';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { browserTimeZone } from '../../app/timezone';

const StaffEventRowFragment = graphql(`
  fragment StaffEventRow_event on Event {
    id
    eventName
    eventType
    locationName
    chapelName
    locationAddressObj {
      line1
      city
      state
      zipcode
      country
    }
    localDate
    localBeginningTime
    localEndingTime
    timeZone
    locationCode
    url
    passCode
    hidePassCodeInFaa
    isPrivate
    isEndTimeHided
  }
`);

const StaffEventsPageQuery = graphql(`
  query StaffEventsPage($opi: String!, $timezone: String!) {
    decedent(opi: $opi) {
      id
      opi
      ...DecedentName_decedent
      funeralHome {
        code
        name
      }
    }
    events(opi: $opi, timezone: $timezone) {
      upcomingEvents {
        id
        ...StaffEventRow_event
      }
      pastEvents {
        id
        ...StaffEventRow_event
      }
    }
  }
`);

const CreateEventMutation = graphql(`
  mutation CreateEvent($opi: String!, $input: EventInput!, $timezone: String) {
    createEvent(opi: $opi, input: $input, timezone: $timezone) {
      message
      event {
        id
        ...StaffEventRow_event
      }
    }
  }
`);

const UpdateEventMutation = graphql(`
  mutation UpdateEvent($opi: String!, $eventId: Int!, $input: EventInput!, $timezone: String) {
    updateEvent(opi: $opi, eventId: $eventId, input: $input, timezone: $timezone) {
      message
      event {
        id
        ...StaffEventRow_event
      }
    }
  }
`);

const DeleteEventMutation = graphql(`
  mutation DeleteEvent($opi: String!, $eventId: Int!) {
    deleteEvent(opi: $opi, eventId: $eventId) {
      message
      id
    }
  }
`);

interface Row {
  id: number;
  eventName: string;
  eventType: string;
  locationName?: string | null;
  chapelName?: string | null;
  locationAddressObj: {
    line1?: string | null;
    city?: string | null;
    state?: string | null;
    zipcode?: string | null;
    country?: string | null;
  };
  localDate: string;
  localBeginningTime: string;
  localEndingTime?: string | null;
  timeZone: string;
  locationCode?: string | null;
  url?: string | null;
  passCode?: string | null;
  hidePassCodeInFaa: boolean;
  isPrivate: boolean;
  isEndTimeHided: boolean;
}

type Values = Omit<EventInput, 'locationAddressObj' | 'hidePassCodeInFaa'> & {
  locationAddressObj: NonNullable<EventInput['locationAddressObj']>;
  hidePassCodeInFaa: boolean;
};

const EMPTY: Values = {
  eventName: '',
  eventType: 'Static',
  serviceDate: '',
  beginningTime: '',
  endingTime: '',
  locationName: '',
  chapelName: '',
  locationAddressObj: {},
  url: '',
  passCode: '',
  hidePassCodeInFaa: true,
  locationCode: null,
  timeZone: null,
};

function valuesOf(row: Row): Values {
  const a = row.locationAddressObj;
  return {
    eventName: row.eventName,
    eventType: row.eventType as Values['eventType'],
    serviceDate: row.localDate,
    beginningTime: row.localBeginningTime,
    endingTime: row.localEndingTime ?? '',
    locationName: row.locationName ?? '',
    chapelName: row.chapelName ?? '',
    locationAddressObj: {
      line1: a.line1 ?? '',
      city: a.city ?? '',
      state: a.state ?? '',
      zipcode: a.zipcode ?? '',
      country: a.country ?? '',
    },
    url: row.url ?? '',
    passCode: row.passCode ?? '',
    hidePassCodeInFaa: row.hidePassCodeInFaa,
    locationCode: row.locationCode ?? null,
    timeZone: row.timeZone,
  };
}

const validate = validateWith(eventRule);
const TIME_ZONES = [
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'Pacific/Honolulu',
  'America/Anchorage',
];

// A row's date and time are shown as entered, on the service's own clock (the form's), whatever the staff member's zone.
const timesOf = (row: Row) => [row.localBeginningTime, row.localEndingTime].map(formatClock).filter(Boolean).join(' – ');
const placeOf = (row: Row) => [row.locationName, row.chapelName].filter(Boolean).join(' · ');

function EventBadges({ row }: { row: Row }) {
  if (row.eventType !== 'Dynamic' && !row.isPrivate) return null;
  return (
    <Group gap={4}>
      {row.eventType === 'Dynamic' && (
        <Badge variant="light" size="sm">
          Dynamic
        </Badge>
      )}
      {row.isPrivate && (
        <Badge variant="light" color="stone" size="sm">
          Hidden by family
        </Badge>
      )}
    </Group>
  );
}

function EventActions({ row, onEdit, onDelete }: { row: Row; onEdit: (row: Row) => void; onDelete: (row: Row) => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" onClick={() => onEdit(row)}>
        Edit<span className="visually-hidden"> {row.eventName}</span>
      </Button>
      <Button size="xs" variant="outline" color="red.9" onClick={() => onDelete(row)}>
        Delete<span className="visually-hidden"> {row.eventName}</span>
      </Button>
    </Group>
  );
}

/** /admin/{opi}/events: staff add, edit and delete a decedent's services (memorial-portal 3 Event). */
export function StaffEventsPage() {
  const { opi = '' } = useParams();
  const timezone = browserTimeZone();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(StaffEventsPageQuery, {
    variables: { opi, timezone },
    context: { pageStates: DECEDENT_PAGE_STATES },
  });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

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
  const rows: Row[] = [...data.events.upcomingEvents, ...data.events.pastEvents].map((e) => getFragmentData(StaffEventRowFragment, e));
  const crumbs = [
    { label: 'Dashboard', to: '/admin/decedents' },
    { label: 'Arrangements Summary', to: summaryPath('admin', opi, '') },
    { label: 'Events', to: `/admin/${opi}/events`, current: true },
  ];

  const save = async (values: Values) => {
    const input: EventInput = {
      ...values,
      endingTime: values.endingTime || null,
      timeZone: values.timeZone || null,
      locationCode: values.locationCode || null,
    };
    try {
      if (editing === 'new') {
        const { data: r } = await client.mutate({
          mutation: CreateEventMutation,
          variables: { opi, input, timezone },
          context: { silent: true },
        });
        notifySuccess(r!.createEvent.message);
      } else if (editing) {
        const { data: r } = await client.mutate({
          mutation: UpdateEventMutation,
          variables: { opi, eventId: editing.id, input, timezone },
          context: { silent: true },
        });
        notifySuccess(r!.updateEvent.message);
      }
      await refetch();
      setEditing(null);
      return undefined;
    } catch (err) {
      return submitErrors(err, { fallback: describeError(err).message ?? MESSAGES.genericError });
    }
  };

  const remove = async () => {
    if (!deleting) return false;
    try {
      const { data: r } = await client.mutate({ mutation: DeleteEventMutation, variables: { opi, eventId: deleting.id } });
      notifySuccess(r!.deleteEvent.message);
      await refetch();
      return true;
    } catch {
      return false;
    }
  };

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
        <>
          <Table.ScrollContainer minWidth={640} visibleFrom="sm">
            <Table withTableBorder verticalSpacing="sm" aria-label="Events">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Location</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Text fw={600}>{row.eventName}</Text>
                      <EventBadges row={row} />
                    </Table.Td>
                    <Table.Td>{formatLongDate(row.localDate)}</Table.Td>
                    <Table.Td>{timesOf(row)}</Table.Td>
                    <Table.Td>{placeOf(row)}</Table.Td>
                    <Table.Td>
                      <EventActions row={row} onEdit={setEditing} onDelete={setDeleting} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {/* A phone gets the events as cards: a table there hid its Edit and Delete past the screen's edge. */}
          <Stack gap="sm" hiddenFrom="sm" component="ul" className="plain-list" aria-label="Events">
            {rows.map((row) => (
              <Paper key={row.id} component="li" withBorder p="md">
                <Text fw={600}>{row.eventName}</Text>
                <EventBadges row={row} />
                <Text size="sm" c="stone.8" mt={4}>
                  {formatLongDate(row.localDate)} · {timesOf(row)}
                </Text>
                <Text size="sm" c="stone.8">
                  {placeOf(row)}
                </Text>
                <Group mt="xs">
                  <EventActions row={row} onEdit={setEditing} onDelete={setDeleting} />
                </Group>
              </Paper>
            ))}
          </Stack>
        </>
      )}

      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add Event' : 'Edit Event'} size="lg">
        {editing !== null && (
          <Form<Values>
            onSubmit={save}
            validate={validate as (v: Values) => Record<string, string> | undefined}
            initialValues={editing === 'new' ? { ...EMPTY, locationCode: data.decedent.funeralHome.code } : valuesOf(editing)}
            render={({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate aria-label={editing === 'new' ? 'Add Event' : 'Edit Event'}>
                <Stack gap="sm">
                  {submitError && (
                    <Alert color="red" role="alert">
                      {submitError}
                    </Alert>
                  )}
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextField name="eventName" label="Event Name" required maxLength={120} />
                    <Field<string> name="eventType">
                      {({ input }) => (
                        <NativeSelect
                          label="Event Type"
                          data={[...EVENT_TYPES]}
                          {...input}
                          inputWrapperOrder={WRAPPER_ORDER}
                          description="The family may hide a Dynamic event's end time."
                        />
                      )}
                    </Field>
                    <TextField name="serviceDate" label="Service Date" type="date" required />
                    <Field<string | null> name="timeZone" parse={keep}>
                      {({ input }) => (
                        <NativeSelect
                          label="Time Zone"
                          value={input.value ?? ''}
                          onChange={(e) => input.onChange(e.currentTarget.value || null)}
                          data={[{ value: '', label: "The funeral home's" }, ...TIME_ZONES.map((z) => ({ value: z, label: z }))]}
                          inputWrapperOrder={WRAPPER_ORDER}
                        />
                      )}
                    </Field>
                    <TextField name="beginningTime" label="Beginning Time" type="time" required />
                    <TextField name="endingTime" label="Ending Time" type="time" />
                    <TextField name="locationName" label="Location Name" maxLength={200} />
                    <TextField name="chapelName" label="Chapel Name" maxLength={120} />
                    <TextField name="locationAddressObj.line1" label="Address" maxLength={50} />
                    <TextField name="locationAddressObj.city" label="City" maxLength={100} />
                    <TextField name="locationAddressObj.state" label="State" maxLength={100} />
                    <TextField name="locationAddressObj.zipcode" label="Zipcode" maxLength={20} />
                    <TextField name="locationAddressObj.country" label="Country" maxLength={100} />
                    <Field<string | null> name="locationCode" parse={keep}>
                      {({ input }) => (
                        <NativeSelect
                          label="Funeral Home"
                          value={input.value ?? ''}
                          onChange={(e) => input.onChange(e.currentTarget.value || null)}
                          data={FUNERAL_HOMES.map((h) => ({ value: h.code, label: h.name }))}
                          inputWrapperOrder={WRAPPER_ORDER}
                        />
                      )}
                    </Field>
                    <TextField name="url" label="Live Stream URL" description="https:// is added when no scheme is given." />
                    <TextField name="passCode" label="Pass Code" maxLength={50} />
                  </SimpleGrid>
                  <Field<boolean> name="hidePassCodeInFaa" type="checkbox">
                    {({ input }) => (
                      <Switch
                        label="Show the pass code only to the family"
                        checked={input.checked}
                        onChange={input.onChange}
                        name={input.name}
                      />
                    )}
                  </Field>
                  <Group justify="flex-end" mt="sm">
                    <Button variant="default" onClick={() => setEditing(null)} disabled={submitting}>
                      Cancel
                    </Button>
                    <Button type="submit" loading={submitting}>
                      Save
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
          />
        )}
      </Modal>

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
