import { useEffect } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const RecordPageViewMutation = graphql(`
  mutation RecordPageView($opi: String!) {
    recordPageView(opi: $opi) {
      counted
    }
  }
`);

/**
 * The decedents whose view this page load has sent: a view counts once per page load, whatever the page does
 * afterwards (StrictMode's second effect, a new filter, a sign-in, coming back to it in the app).
 */
const sent = new Set<string>();

/** Forgets what this page load has sent (tests render many page loads in one document). */
export const forgetSentPageViews = (): void => sent.clear();

/**
 * Counts a view of the public page once the decedent has loaded (memorial-portal 9), on the gateway (no
 * third-party tracker). Silent: a refused or failed count never shows anything, and the page never waits for it.
 */
export function useRecordPageView(opi: string | null | undefined): void {
  const [record] = useMutation(RecordPageViewMutation, { context: { silent: true } });
  useEffect(() => {
    if (!opi || sent.has(opi)) return;
    sent.add(opi);
    record({ variables: { opi } }).catch(() => undefined);
  }, [opi, record]);
}
