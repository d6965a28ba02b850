import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Switch } from '@mantine/core';
import { Form, Field } from 'react-final-form';
import { APP_TEXTS, EVENT_TYPES, FUNERAL_HOMES, STAFF_EVENT_TEXTS as T, eventRule } from '@memorial/schema';
import { useT } from '../../app/i18n';
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
  const t = useT();
  return (
    <Modal opened={editing !== null} onClose={onClose} title={t(T, editing === 'new' ? 'addEvent' : 'editEvent')} size="lg">
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
  const t = useT();
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
        <form onSubmit={handleSubmit} noValidate aria-label={t(T, editing === 'new' ? 'addEvent' : 'editEvent')}>
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
                {t(APP_TEXTS, 'cancel')}
              </Button>
              <Button type="submit" loading={submitting}>
                {t(T, 'save')}
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
  const t = useT();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="eventName" label={t(T, 'eventName')} required maxLength={120} />
        <Field<string> name="eventType">
          {({ input }) => (
            <NativeSelect
              label={t(T, 'eventType')}
              data={EVENT_TYPES.map((type) => ({ value: type, label: t(T, type) }))}
              {...input}
              inputWrapperOrder={WRAPPER_ORDER}
              description={t(T, 'eventTypeHelp')}
            />
          )}
        </Field>
        <TextField name="serviceDate" label={t(T, 'serviceDate')} type="date" required />
        <Field<string | null> name="timeZone" parse={keep}>
          {({ input }) => (
            <NativeSelect
              label={t(T, 'timeZone')}
              value={input.value ?? ''}
              onChange={(e) => input.onChange(e.currentTarget.value || null)}
              data={[{ value: '', label: t(T, 'homeTimeZone') }, ...TIME_ZONES.map((z) => ({ value: z, label: z }))]}
              inputWrapperOrder={WRAPPER_ORDER}
            />
          )}
        </Field>
        <TextField name="beginningTime" label={t(T, 'beginningTime')} type="time" required />
        <TextField name="endingTime" label={t(T, 'endingTime')} type="time" />
        <TextField name="locationName" label={t(T, 'locationName')} maxLength={200} />
        <TextField name="chapelName" label={t(T, 'chapelName')} maxLength={120} />
        <TextField name="locationAddressObj.line1" label={t(T, 'address')} maxLength={50} />
        <TextField name="locationAddressObj.city" label={t(T, 'city')} maxLength={100} />
        <TextField name="locationAddressObj.state" label={t(T, 'state')} maxLength={100} />
        <TextField name="locationAddressObj.zipcode" label={t(T, 'zipcode')} maxLength={20} />
        <TextField name="locationAddressObj.country" label={t(T, 'country')} maxLength={100} />
        <Field<string | null> name="locationCode" parse={keep}>
          {({ input }) => (
            <NativeSelect
              label={t(T, 'funeralHome')}
              value={input.value ?? ''}
              onChange={(e) => input.onChange(e.currentTarget.value || null)}
              data={FUNERAL_HOMES.map((h) => ({ value: h.code, label: h.name }))}
              inputWrapperOrder={WRAPPER_ORDER}
            />
          )}
        </Field>
        <TextField name="url" label={t(T, 'url')} description={t(T, 'urlHelp')} />
        <TextField name="passCode" label={t(T, 'passCode')} maxLength={50} />
      </SimpleGrid>
      <Field<boolean> name="hidePassCodeInFaa" type="checkbox">
        {({ input }) => <Switch label={t(T, 'hidePassCode')} checked={input.checked} onChange={input.onChange} name={input.name} />}
      </Field>
    </>
  );
}
