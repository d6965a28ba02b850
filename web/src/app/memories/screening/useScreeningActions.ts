import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { announce } from '../../Announcer';
import { notifySuccess } from '../../notify';

const RejectMemoriesAsSpamMutation = graphql(`
  mutation RejectMemoriesAsSpam($opi: String, $memoryIds: [Int!]!, $rejectedReason: String!) {
    rejectMemoriesAsSpam(opi: $opi, memoryIds: $memoryIds, rejectedReason: $rejectedReason) {
      message
      memories {
        id
        status
        screening {
          held
          ...ScreeningSummary_screening
        }
        ...MemoryCard_memory
      }
    }
  }
`);

const ReleaseHeldMemoriesMutation = graphql(`
  mutation ReleaseHeldMemories($opi: String, $memoryIds: [Int!]!) {
    releaseHeldMemories(opi: $opi, memoryIds: $memoryIds) {
      message
      memories {
        id
        status
        screening {
          held
          ...ScreeningSummary_screening
        }
        ...MemoryCard_memory
      }
    }
  }
`);

export interface ScreeningActions {
  /** The spec's reject flow for a selection: the reason is required; no e-mail goes to the people who shared them. */
  rejectAsSpam: (memoryIds: readonly number[], reason: string) => Promise<boolean>;
  /** Held memories go to the family's review (still pending), and the family is e-mailed as for any new memory. */
  release: (memoryIds: readonly number[]) => Promise<boolean>;
}

/**
 * The screening's actions on memories, for the family (opi) and staff (opi of the list shown): each says the
 * gateway's answer as a notification and through the live region (cards leave or move), then the lists reload.
 * Failures are shown by the error link.
 */
export function useScreeningActions(opi: string | null, onListChanged: () => void): ScreeningActions {
  const client = useApolloClient();
  return useMemo(() => {
    const done = (message: string) => {
      notifySuccess(message);
      announce(message);
      onListChanged();
      return true;
    };
    return {
      rejectAsSpam: async (memoryIds, reason) => {
        try {
          const { data } = await client.mutate({
            mutation: RejectMemoriesAsSpamMutation,
            variables: { opi, memoryIds: [...memoryIds], rejectedReason: reason.trim() },
          });
          return data ? done(data.rejectMemoriesAsSpam.message) : false;
        } catch {
          return false;
        }
      },
      release: async (memoryIds) => {
        try {
          const { data } = await client.mutate({ mutation: ReleaseHeldMemoriesMutation, variables: { opi, memoryIds: [...memoryIds] } });
          return data ? done(data.releaseHeldMemories.message) : false;
        } catch {
          return false;
        }
      },
    };
  }, [client, opi, onListChanged]);
}
