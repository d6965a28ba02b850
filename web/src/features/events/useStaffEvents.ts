import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { MESSAGES, t } from '@memorial/schema';
import { describeError } from '../../app/errors';
import { graphql, getFragmentData } from '../../gql';
import type { EventInput } from '../../gql/graphql';
import { submitErrors } from '../../app/forms';
import { notifySuccess } from '../../app/notify';
import { DECEDENT_PAGE_STATES } from '../../app/arrangement/ArrangementFrame';
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
    startsAt
    endsAt
    locationCode
    url
    passCode
    hidePassCodeInFaa
    isPrivate
    isEndTimeHided
    version
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
  mutation UpdateEvent($opi: String!, $eventId: Int!, $input: EventInput!, $timezone: String, $version: Int) {
    updateEvent(opi: $opi, eventId: $eventId, input: $input, timezone: $timezone, version: $version) {
      message
      event {
        id
        ...StaffEventRow_event
      }
    }
  }
`);

const DeleteEventMutation = graphql(`
  mutation DeleteEvent($opi: String!, $eventId: Int!, $version: Int) {
    deleteEvent(opi: $opi, eventId: $eventId, version: $version) {
      message
      id
    }
  }
`);

/** A service as the staff's list shows and edits it. */
export interface Row {
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
  /** The exact instants (ISO): the list shows them on the service's clock and the reader's. */
  startsAt: string;
  endsAt?: string | null;
  locationCode?: string | null;
  url?: string | null;
  passCode?: string | null;
  hidePassCodeInFaa: boolean;
  isPrivate: boolean;
  isEndTimeHided: boolean;
  /** The version the service was read at: its edit and its deletion send it. */
  version: number;
}

/** The event form's values. */
export type Values = Omit<EventInput, 'locationAddressObj' | 'hidePassCodeInFaa'> & {
  locationAddressObj: NonNullable<EventInput['locationAddressObj']>;
  hidePassCodeInFaa: boolean;
};

/** /admin/{opi}/events: the decedent's services, the one being edited or deleted, and saving and deleting them. */
export function useStaffEvents(opi: string) {
  const timezone = browserTimeZone();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(StaffEventsPageQuery, {
    variables: { opi, timezone },
    context: { pageStates: DECEDENT_PAGE_STATES },
  });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const rows: Row[] = data
    ? [...data.events.upcomingEvents, ...data.events.pastEvents].map((e) => getFragmentData(StaffEventRowFragment, e))
    : [];

  /**
   * Sends the form (a new service, or an edit made from `version`); throws what the gateway refused. A save refused as
   * made from an older version is told apart by the form (issue 27).
   */
  const send = async (values: Values, version: number): Promise<string | null> => {
    const input: EventInput = {
      ...values,
      endingTime: values.endingTime || null,
      timeZone: values.timeZone || null,
      locationCode: values.locationCode || null,
    };
    if (editing === 'new') {
      const { data: r } = await client.mutate({
        mutation: CreateEventMutation,
        variables: { opi, input, timezone },
        context: { silent: true },
      });
      return r?.createEvent.message ?? null;
    }
    if (!editing) return null;
    const { data: r } = await client.mutate({
      mutation: UpdateEventMutation,
      variables: { opi, eventId: editing.id, input, timezone, version },
      context: { silent: true },
    });
    return r?.updateEvent.message ?? null;
  };

  /** After a save: its message, the list read again, the dialog closed. */
  const saved = async (message: string) => {
    notifySuccess(message);
    await refetch();
    setEditing(null);
  };

  /** The service as saved now (network-only), after an edit was refused as made from an older version. */
  const reload = async (id: number): Promise<Row | null> => {
    const { data: fresh } = await refetch();
    const found = fresh ? [...fresh.events.upcomingEvents, ...fresh.events.pastEvents].find((e) => e.id === id) : undefined;
    return found ? getFragmentData(StaffEventRowFragment, found) : null;
  };

  const refused = (err: unknown) => submitErrors(err, { fallback: describeError(err).message ?? t(MESSAGES, 'genericError') });

  const remove = async () => {
    if (!deleting) return false;
    try {
      const { data: r } = await client.mutate({
        mutation: DeleteEventMutation,
        variables: { opi, eventId: deleting.id, version: deleting.version },
      });
      notifySuccess(r!.deleteEvent.message);
      await refetch();
      return true;
    } catch {
      // Notified; a deletion made from an older version: the list shows the service as saved now.
      await refetch().catch(() => undefined);
      return false;
    }
  };

  return { data, loading, error, rows, editing, setEditing, deleting, setDeleting, save: { send, saved, reload, refused }, remove };
}
