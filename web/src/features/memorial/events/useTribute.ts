import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { EVENT_CARD_TEXTS, t } from '@memorial/schema';
import { graphql } from '../../../gql';
import { notifyError } from '../../../app/notify';

const TributeLinkQuery = graphql(`
  query TributeLink($opi: String!, $action: String!, $eventId: Int) {
    tributeLink(opi: $opi, action: $action, eventId: $eventId)
  }
`);

export type TributeAction = 'flower-click' | 'tree-click';

/**
 * Opens the external tribute store for a flower or tree order in a new tab. The tab is opened
 * at the click (a pop-up blocker allows that) and sent to the store once its address is known.
 */
export function useTribute(opi: string) {
  const client = useApolloClient();
  const [busy, setBusy] = useState<string | null>(null);
  const open = useCallback(
    async (action: TributeAction, eventId: number | null) => {
      const key = `${action}:${eventId ?? ''}`;
      setBusy(key);
      const tab = window.open('', '_blank');
      try {
        const { data } = await client.query({
          query: TributeLinkQuery,
          variables: { opi, action, eventId },
          fetchPolicy: 'network-only',
          context: { silent: true },
        });
        if (!data?.tributeLink) throw new Error('no link');
        if (tab) {
          tab.opener = null;
          tab.location.href = data.tributeLink;
        } else window.open(data.tributeLink, '_blank', 'noopener');
      } catch {
        tab?.close();
        notifyError(t(EVENT_CARD_TEXTS, 'tributeFailed'));
      } finally {
        setBusy(null);
      }
    },
    [client, opi],
  );
  return { open, busy };
}
