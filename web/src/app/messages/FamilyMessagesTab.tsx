import { useState, type ReactNode } from 'react';
import { Alert, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { APP_TEXTS, CONTACT_MESSAGES } from '@memorial/schema';
import { announce } from '../Announcer';
import { useT } from '../i18n';
import { graphql } from '../../gql';
import { InfoIcon } from '../icons';
import { notifySuccess } from '../notify';
import { ConfirmDialog } from '../ConfirmDialog';
import { FamilyMessageItem } from './FamilyMessageItem';
import { HeldMessages } from './HeldMessages';
import '../memorial/contact.css';

const FamilyMessagesQuery = graphql(`
  query FamilyMessages($opi: String!) {
    decedent(opi: $opi) {
      id
      hideContactFamily
    }
    familyMessages(opi: $opi) {
      id
      screening {
        held
      }
      ...FamilyMessageItem_message
    }
  }
`);

const ReleaseFamilyMessagesMutation = graphql(`
  mutation ReleaseFamilyMessages($opi: String!, $ids: [Int!]!) {
    releaseFamilyMessages(opi: $opi, ids: $ids) {
      message
      messages {
        id
        screening {
          held
        }
        ...FamilyMessageItem_message
      }
    }
  }
`);

const DeleteFamilyMessageMutation = graphql(`
  mutation DeleteFamilyMessage($opi: String!, $id: Int!) {
    deleteFamilyMessage(opi: $opi, id: $id) {
      id
      message
    }
  }
`);

const SetContactFamilyHiddenMutation = graphql(`
  mutation SetContactFamilyHidden($opi: String!, $hide: Boolean!) {
    setContactFamilyHidden(opi: $opi, hideContactFamily: $hide) {
      hideContactFamily
      message
    }
  }
`);

/** The label of the switch that hides the Contact Family form from visitors. */

interface FamilyMessagesTabProps {
  opi: string;
  /** Another heading (the website settings' numbered card), given the id it must carry; then no frame of its own. */
  heading?: (id: string) => ReactNode;
}

/** The messages and the hide switch of one decedent, with hiding the form and deleting a message (after a confirmation). */
function useFamilyMessages(opi: string) {
  const { data, loading } = useQuery(FamilyMessagesQuery, { variables: { opi }, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DeleteFamilyMessageMutation);
  const [setHidden, { loading: hiding }] = useMutation(SetContactFamilyHiddenMutation);
  const [releaseMessages] = useMutation(ReleaseFamilyMessagesMutation);
  const [confirming, setConfirming] = useState<number | null>(null);

  const toggle = async (hide: boolean) => {
    try {
      const { data: answer } = await setHidden({
        variables: { opi, hide },
        update(cache, { data: result }) {
          if (!result) return;
          cache.modify({
            id: cache.identify({ __typename: 'Decedent', id: data?.decedent.id }),
            fields: { hideContactFamily: () => result.setContactFamilyHidden.hideContactFamily },
          });
        },
      });
      if (answer) notifySuccess(answer.setContactFamilyHidden.message);
    } catch {
      // The error link has shown it.
    }
  };

  const confirmDelete = async (): Promise<boolean> => {
    if (confirming === null) return true;
    try {
      const { data: answer } = await remove({
        variables: { opi, id: confirming },
        update(cache, { data: result }) {
          if (!result) return;
          cache.evict({ id: cache.identify({ __typename: 'FamilyMessage', id: result.deleteFamilyMessage.id }) });
          cache.gc();
        },
      });
      if (answer) notifySuccess(answer.deleteFamilyMessage.message);
      return true;
    } catch {
      return false;
    }
  };

  // Held messages go to the family like any other (mailed by the gateway): the answer's copies leave the Held group.
  const release = async (ids: number[]) => {
    try {
      const { data: answer } = await releaseMessages({ variables: { opi, ids } });
      if (answer) {
        notifySuccess(answer.releaseFamilyMessages.message);
        announce(answer.releaseFamilyMessages.message);
      }
    } catch {
      // The error link has shown it.
    }
  };

  return { data, loading, hiding, toggle, confirming, setConfirming, confirmDelete, release };
}

/** The id of the section's heading (its accessible name). */
const HEADING_ID = 'family-messages-heading';

/**
 * Messages (family with access, and staff): what visitors sent through Contact Family, newest first,
 * with delete, and the switch that hides the form; those held by the screening (likely spam, not mailed) apart,
 * under a collapsed Held group with Release (issue 32). Until the website settings screen exists, this is a
 * tab of the family website page.
 */
export function FamilyMessagesTab({ opi, heading }: FamilyMessagesTabProps) {
  const { data, loading, hiding, toggle, confirming, setConfirming, confirmDelete, release } = useFamilyMessages(opi);
  const t = useT();

  if (!data) return loading ? <Skeleton height={200} radius="lg" aria-label={t(APP_TEXTS, 'messagesLoading')} /> : null;
  const { decedent } = data;
  const held = data.familyMessages.filter((m) => m.screening?.held);
  const familyMessages = data.familyMessages.filter((m) => !m.screening?.held);

  return (
    <section className={heading ? undefined : 'memorial-section'} aria-labelledby={HEADING_ID}>
      <Stack gap="md">
        {heading ? (
          heading(HEADING_ID)
        ) : (
          <Title order={2} id={HEADING_ID} className="memorial-section__title">
            {t(APP_TEXTS, 'messagesTitle')}
          </Title>
        )}
        <Switch
          label={t(APP_TEXTS, 'hideContactForm')}
          checked={decedent.hideContactFamily}
          disabled={hiding}
          onChange={(e) => void toggle(e.currentTarget.checked)}
        />
        {held.length > 0 && <HeldMessages messages={held} onRelease={(ids) => void release(ids)} onDelete={setConfirming} />}
        {familyMessages.length === 0 ? (
          <Alert variant="light" color="gray" icon={<InfoIcon size={18} />} className="empty-state">
            <Text>{t(CONTACT_MESSAGES, 'none')}</Text>
          </Alert>
        ) : (
          <ul className="family-messages" aria-label={t(APP_TEXTS, 'messagesList')}>
            {familyMessages.map((m) => (
              <FamilyMessageItem key={m.id} message={m} onDelete={setConfirming} />
            ))}
          </ul>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={t(CONTACT_MESSAGES, 'deleteConfirm')}
        message={t(CONTACT_MESSAGES, 'deleteConfirmText')}
        confirmLabel={t(APP_TEXTS, 'delete')}
        danger
        onConfirm={confirmDelete}
        onClose={() => setConfirming(null)}
      />
    </section>
  );
}
