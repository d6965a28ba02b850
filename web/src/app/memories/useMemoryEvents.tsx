import { useRef } from 'react';
import { useSubscription } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { MemoryEventsSubscription } from '../../gql/graphql';

const MemoryEventsDocument = graphql(`
  subscription MemoryEvents($opi: String) {
    memoryEvents(opi: $opi) {
      kind
      memoryId
      opi
      status
      title
      at
      screening {
        ...ScreeningSummary_screening
      }
    }
  }
`);

export type MemoryEvent = MemoryEventsSubscription['memoryEvents'];

/**
 * Live moderation (graphql-ws): memories submitted, changed, edited and deleted, with the screening's words (issue 32).
 * The family follows one decedent (opi required); staff may follow all (opi null).
 */
export function useMemoryEvents(opi: string | null, onEvent: (event: MemoryEvent) => void, { skip = false } = {}) {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useSubscription(MemoryEventsDocument, {
    variables: { opi },
    skip,
    // A dropped socket reconnects on its own; the lists can always be reloaded, so no notification.
    context: { silent: true },
    onData: ({ data }) => {
      const event = data.data?.memoryEvents;
      if (event) handler.current(event);
    },
  });
}
