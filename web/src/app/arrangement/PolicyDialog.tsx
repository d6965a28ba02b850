import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { POLICY_TEXTS } from '@memorial/schema';
import { graphql } from '../../gql';
import { useT } from '../i18n';
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
  const t = useT();
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
      title={t(POLICY_TEXTS, 'title')}
    >
      <Stack gap="md">
        <Text c="stone.8">{t(POLICY_TEXTS, 'intro')}</Text>
        <PolicyText homeName={homeName} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate('/app')}>
            {t(POLICY_TEXTS, 'decline')}
          </Button>
          <Button onClick={() => void onAccept()} loading={loading} data-autofocus>
            {t(POLICY_TEXTS, 'accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The copyright disclaimer and privacy policy themselves, in a viewport that scrolls. */
function PolicyText({ homeName }: Pick<PolicyDialogProps, 'homeName'>) {
  const t = useT();
  return (
    <>
      {/* The scrolling viewport itself takes focus, so the keyboard can scroll it. */}
      <ScrollArea.Autosize
        mah="45vh"
        type="auto"
        offsetScrollbars
        className="policy-text"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t(POLICY_TEXTS, 'region') }}
      >
        <Stack gap="sm" pr="xs">
          <Title order={3} className="policy-text__title">
            {t(POLICY_TEXTS, 'copyrightTitle')}
          </Title>
          <Text size="sm">{t(POLICY_TEXTS, 'copyright1', { home: homeName })}</Text>
          <Text size="sm">{t(POLICY_TEXTS, 'copyright2')}</Text>
          <Title order={3} className="policy-text__title">
            {t(POLICY_TEXTS, 'privacyTitle')}
          </Title>
          <Text size="sm">{t(POLICY_TEXTS, 'privacy1')}</Text>
          <Text size="sm">{t(POLICY_TEXTS, 'privacy2')}</Text>
          <Text size="sm">{t(POLICY_TEXTS, 'privacy3')}</Text>
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
