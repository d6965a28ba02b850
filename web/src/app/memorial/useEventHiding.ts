import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../gql';
import { notifySuccess } from '../notify';
import { browserTimeZone } from '../timezone';

const HideEventMutation = graphql(`
  mutation HideEvent($opi: String!, $eventId: Int!, $isPrivate: Boolean!, $timezone: String) {
    hideEvent(opi: $opi, eventId: $eventId, isPrivate: $isPrivate, timezone: $timezone) {
      message
      event {
        id
        ...EventCard_event
      }
    }
  }
`);

const HideEventEndTimeMutation = graphql(`
  mutation HideEventEndTime($opi: String!, $eventId: Int!, $isEndTimeHided: Boolean!, $timezone: String) {
    hideEventEndTime(opi: $opi, eventId: $eventId, isEndTimeHided: $isEndTimeHided, timezone: $timezone) {
      message
      event {
        id
        ...EventCard_event
      }
    }
  }
`);

/** The family's hide controls: the changed event replaces the cached one; the notice is the gateway's (the spec's) message. */
export function useEventHiding(opi: string) {
  const client = useApolloClient();
  const hide = useCallback(
    async (eventId: number, isPrivate: boolean) => {
      try {
        const { data } = await client.mutate({
          mutation: HideEventMutation,
          variables: { opi, eventId, isPrivate, timezone: browserTimeZone() },
        });
        if (data) notifySuccess(data.hideEvent.message);
      } catch {
        // Shown by the app's error handling.
      }
    },
    [client, opi],
  );
  const hideEndTime = useCallback(
    async (eventId: number, isEndTimeHided: boolean) => {
      try {
        const { data } = await client.mutate({
          mutation: HideEventEndTimeMutation,
          variables: { opi, eventId, isEndTimeHided, timezone: browserTimeZone() },
        });
        if (data) notifySuccess(data.hideEventEndTime.message);
      } catch {
        // Shown by the app's error handling.
      }
    },
    [client, opi],
  );
  return { hide, hideEndTime };
}
