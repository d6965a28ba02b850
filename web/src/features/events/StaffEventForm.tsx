import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Switch } from '@mantine/core';
import { Form, Field } from 'react-final-form';
import { EVENT_TYPES, FUNERAL_HOMES, eventRule } from '@memorial/schema';
import { TextField, WRAPPER_ORDER, keep } from '../../app/fields';
import { validateWith } from '../../app/forms';
import { VersionedFormConflict } from '../../app/conflict/ConflictPanel';
import { useVersionedForm } from '../../app/conflict/useVersionedForm';
import type { Row, Values, useStaffEvents } from './useStaffEvents';

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

interface StaffEventFormProps {
  /** The service being edited, 'new' for one being added, null when the form is closed. */
  editing: Row | 'new' | null;
  onClose: () => void;
  save: ReturnType<typeof useStaffEvents>['save'];
  /** The decedent's funeral home, a new service's first choice. */
  homeCode: string;
}

/** The dialog that adds or edits a service. */
export function StaffEventForm({ editing, onClose, save, homeCode }: StaffEventFormProps) {
  return (
    <Modal opened={editing !== null} onClose={onClose} title={editing === 'new' ? 'Add Event' : 'Edit Event'} size="lg">
      {editing !== null && <EventForm editing={editing} onClose={onClose} save={save} homeCode={homeCode} />}
    </Modal>
  );
}

/** The form of the dialog: an edit sends the version the service was read at; a conflict shows both (issue 27). */
function EventForm({ editing, onClose, save, homeCode }: Omit<StaffEventFormProps, 'editing'> & { editing: Row | 'new' }) {
  const current =
    editing === 'new'
      ? { values: { ...EMPTY, locationCode: homeCode }, version: 0 }
      : { values: valuesOf(editing), version: editing.version };
  const { versioned, onSubmit } = useVersionedForm({
    current,
    reload: async () => {
      const row = editing === 'new' ? null : await save.reload(editing.id);
      return row ? { values: valuesOf(row), version: row.version } : null;
    },
    save: save.send,
    // The dialog closes once saved: the form keeps what it showed meanwhile.
    answered: () => current,
    onSaved: (message) => void save.saved(message),
    onError: save.refused,
  });
  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={validate as (v: Values) => Record<string, string> | undefined}
      initialValues={versioned.initialValues}
      initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
      keepDirtyOnReinitialize={!!versioned.conflict}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={editing === 'new' ? 'Add Event' : 'Edit Event'}>
          <Stack gap="sm">
            {submitError && (
              <Alert color="red" role="alert">
                {submitError}
              </Alert>
            )}
            <VersionedFormConflict versioned={versioned} />
            <EventFields />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={onClose} disabled={submitting}>
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
  );
}

/** A service's fields. */
function EventFields() {
  return (
    <>
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
          <Switch label="Show the pass code only to the family" checked={input.checked} onChange={input.onChange} name={input.name} />
        )}
      </Field>
    </>
  );
}
