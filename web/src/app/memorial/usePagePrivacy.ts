import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@memorial/schema';
import { useT } from '../i18n';
import { graphql } from '../../gql';
import { notifySuccess } from '../notify';

const SetPagePrivacyMutation = graphql(`
  mutation SetPagePrivacy($opi: String!, $isPrivate: Boolean!) {
    setDecedentPrivacy(opi: $opi, isPrivate: $isPrivate) {
      isPrivate
      message
    }
  }
`);

/** Page privacy of a family website: toggles isPrivate with the message Privacy turned On/Off. */
export function usePagePrivacy(decedentId: number, opi: string) {
  const t = useT();
  const [mutate, { loading }] = useMutation(SetPagePrivacyMutation);
  const set = async (isPrivate: boolean) => {
    try {
      const { data } = await mutate({
        variables: { opi, isPrivate },
        // The answer names no decedent: the cached one takes the new flag.
        update(cache, { data: answer }) {
          if (!answer) return;
          cache.modify({
            id: cache.identify({ __typename: 'Decedent', id: decedentId }),
            fields: { isPrivate: () => answer.setDecedentPrivacy.isPrivate },
          });
        },
      });
      if (data) notifySuccess(data.setDecedentPrivacy.message || t(MESSAGES, 'privacy', { on: data.setDecedentPrivacy.isPrivate }));
    } catch {
      // The error link has shown it.
    }
  };
  return { set: (isPrivate: boolean) => void set(isPrivate), saving: loading };
}
