import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { MESSAGES } from '@memorial/schema';
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
  locationCode?: string | null;
  url?: string | null;
  passCode?: string | null;
  hidePassCodeInFaa: boolean;
  isPrivate: boolean;
  isEndTimeHided: boolean;
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

  return { data, loading, error, rows, editing, setEditing, deleting, setDeleting, save, remove };
}
