import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { focusPageHeading } from '../focus';

const AcceptPolicyMutation = graphql(`
  mutation AcceptPolicy($opi: String!) {
    acceptPolicy(opi: $opi) {
      haveAcceptPolicy
    }
  }
`);

export interface PolicyDialogProps {
  opi: string;
  /** The decedent's cache id, so every screen learns of the acceptance at once. */
  decedentId?: number | null;
  /** The funeral home that publishes the family website. */
  homeName: string;
  opened: boolean;
  onAccepted: () => void;
}

/**
 * The copyright disclaimer and privacy policy an arranger accepts once per
 * decedent before entering details (arrangements-portal 4.1). Decline (or
 * Escape) leads back to the family dashboard.
 */
export function PolicyDialog({ opi, decedentId, homeName, opened, onAccepted }: PolicyDialogProps) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [accept, { loading }] = useMutation(AcceptPolicyMutation);

  const onAccept = async () => {
    try {
      const { data } = await accept({ variables: { opi } });
      if (!data?.acceptPolicy.haveAcceptPolicy) return;
      if (decedentId != null) {
        client.cache.modify({
          id: client.cache.identify({ __typename: 'Decedent', id: decedentId }),
          fields: { haveAcceptPolicy: () => true },
        });
      }
      onAccepted();
      // The dialog opened on arrival (no opener to give focus back to): the step's heading takes it.
      focusPageHeading();
    } catch {
      // The error notification has been shown; the dialog stays open.
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => navigate('/app')}
      withCloseButton={false}
      closeOnClickOutside={false}
      returnFocus={false}
      size="lg"
      title="Before you begin"
    >
      <Stack gap="md">
        <Text c="stone.8">Please read how we look after what you share with us. You only need to accept this once for your loved one.</Text>
        <PolicyText homeName={homeName} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate('/app')}>
            Decline
          </Button>
          <Button onClick={() => void onAccept()} loading={loading} data-autofocus>
            Accept
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The copyright disclaimer and privacy policy themselves, in a viewport that scrolls. */
function PolicyText({ homeName }: Pick<PolicyDialogProps, 'homeName'>) {
  return (
    <>
      {/* The scrolling viewport itself takes focus, so the keyboard can scroll it. */}
      <ScrollArea.Autosize
        mah="45vh"
        type="auto"
        offsetScrollbars
        className="policy-text"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Copyright disclaimer and privacy policy' }}
      >
        <Stack gap="sm" pr="xs">
          <Title order={3} className="policy-text__title">
            Copyright disclaimer
          </Title>
          <Text size="sm">
            The photographs, words, recordings and videos you add to this family website stay yours. By adding them you confirm that you
            created them or have permission to share them, and you allow {homeName} to show them on the family website and in the printed
            keepsakes you ask us to prepare, such as prayer cards and service programs.
          </Text>
          <Text size="sm">
            Please do not add material that belongs to someone else (for example professional portraits, published poems or music) without
            their permission. We may remove content that we are told infringes someone's rights.
          </Text>
          <Title order={3} className="policy-text__title">
            Privacy policy
          </Title>
          <Text size="sm">
            We use the details you give us about your loved one and your family only to arrange the services you choose, to complete and
            file the death certificate, and to prepare the materials you request. We never sell your information.
          </Text>
          <Text size="sm">
            Social Security numbers are stored encrypted and are only ever shown as their last four digits. Death certificate details are
            shared with the county registrar and the agencies the law requires, such as the Social Security Administration and, for
            veterans, the Department of Veterans Affairs.
          </Text>
          <Text size="sm">
            The family website is public unless you make it private, which you may do at any time. Ask your arranger whenever you would like
            information corrected or removed.
          </Text>
        </Stack>
      </ScrollArea.Autosize>
    </>
  );
}

/**
 * Whether the policy dialog shows: an arranger who has not accepted it yet.
 * Staff are never asked. A save refused for the policy opens it again.
 */
export function usePolicyGate(area: 'app' | 'admin', haveAcceptPolicy: boolean | undefined) {
  const [accepted, setAccepted] = useState(false);
  const [asked, setAsked] = useState(false);
  const needed = area === 'app' && haveAcceptPolicy === false && !accepted;
  const ask = useCallback(() => {
    setAccepted(false);
    setAsked(true);
  }, []);
  const onAccepted = useCallback(() => {
    setAccepted(true);
    setAsked(false);
  }, []);
  const opened = (needed || asked) && !accepted;
  return useMemo(() => ({ opened, ask, onAccepted }), [opened, ask, onAccepted]);
}
