import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { CERTIFICATE_MESSAGES, MEMORY_NOTICES, MESSAGES } from '@memorial/schema';
import { graphql } from '../../../gql';
import { describeError } from '../../../app/errors';
import { submitErrors } from '../../../app/forms';
import { InfoIcon, LockIcon } from '../../../app/icons';
import { NOTIFICATION_MS, notifySuccess } from '../../../app/notify';
import { sessionStore } from '../../../app/session';
import { ArrangementFrame, DECEDENT_PAGE_STATES, DecedentError } from '../../../app/arrangement/ArrangementFrame';
import { DecedentHeader } from '../../../app/arrangement/DecedentHeader';
import { CheckIcon, SendIcon, UnlockIcon } from '../../../app/arrangement/icons';
import { PolicyDialog, usePolicyGate } from '../../../app/arrangement/PolicyDialog';
import { stepCrumbs, type Area } from '../../../app/arrangement/paths';
import { CertificateContext, type CertificateContextValue, type SaveOutcome } from './CertificateContext';
import { SectionCards, SectionNav } from './CertificateSections';
import type { Country } from '../../../app/address/lists';
import { LeaveGuard, useDirtyForms } from './LeaveGuard';

const CertificatePageQuery = graphql(`
  query CertificatePage($opi: String!) {
    decedent(opi: $opi) {
      id
      opi
      haveAcceptPolicy
      funeralHome {
        code
        name
      }
      ...DecedentHeader_decedent
    }
    certificate(opi: $opi) {
      opi
      isFreeze
      savedSections
      submittedAt
      ...PrimaryInfoForm_certificate
      ...ResidentInfoForm_certificate
      ...EthnicityInfoForm_certificate
      ...EducationInfoForm_certificate
      ...VeteranInfoForm_certificate
      ...ParentInfoForm_certificate
      ...NotifierInfoForm_certificate
      ...NextOfKinForm_certificate
    }
    referenceData {
      countries {
        code
        name
      }
      relationships {
        id
        name
      }
      ...PrimaryInfoForm_reference
      ...EthnicityInfoForm_reference
      ...EducationInfoForm_reference
      ...VeteranInfoForm_reference
    }
  }
`);

const SubmitCertificateMutation = graphql(`
  mutation SubmitCertificate($opi: String!) {
    submitCertificate(opi: $opi) {
      message
      certificate {
        opi
        submittedAt
      }
    }
  }
`);

const SetCertificateFreezeMutation = graphql(`
  mutation SetCertificateFreeze($opi: String!, $isFreeze: Boolean!) {
    setCertificateFreeze(opi: $opi, isFreeze: $isFreeze) {
      opi
      isFreeze
    }
  }
`);

export const PAGE_TITLE = 'Biography and Death Certificate Information';

/** A save refused because the arranger has not accepted the copyright disclaimer and privacy policy. */
const POLICY_MESSAGES = new Set<string>([CERTIFICATE_MESSAGES.policyRequired, MEMORY_NOTICES.policyRequired]);

/** The first-save popup: the section is saved, and the details still have to be sent. */
export const FIRST_SAVE_TEXT = 'Your details are saved. Remember to SUBMIT TO ARRANGER when all sections are complete.';

function SubmitBar({
  enabled,
  locked,
  submitting,
  onSubmit,
  savedInSession,
  position,
}: {
  enabled: boolean;
  locked: boolean;
  submitting: boolean;
  onSubmit: () => void;
  savedInSession: boolean;
  position: 'top' | 'bottom';
}) {
  const hint = locked
    ? 'Locked sections cannot be submitted.'
    : savedInSession
      ? 'Your saved sections are ready to send to your arranger.'
      : 'SUBMIT TO ARRANGER becomes available once you save a section.';
  return (
    <div className="cert-submitbar" role="group" aria-label={`Submit (${position})`}>
      <Text size="sm" c="stone.8" style={{ flex: 1, minWidth: 220 }}>
        {hint}
      </Text>
      <Button size="md" leftSection={<SendIcon size={16} />} disabled={!enabled} loading={submitting} onClick={onSubmit}>
        SUBMIT TO ARRANGER
      </Button>
    </div>
  );
}

/**
 * Biography and Death Certificate Information (arrangements-portal 2.5, 4.2):
 * the eight numbered forms of one decedent, each saved on its own, then sent
 * to the arranger. Frozen records are read-only for everyone; staff lock and
 * unlock them.
 */
export function CertificatePage({ area }: { area: Area }) {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const opi = params.opi ?? searchParams.get('opi') ?? '';
  const { search } = useLocation();
  const staff = area === 'admin';
  const { data, error, refetch } = useQuery(CertificatePageQuery, {
    variables: { opi },
    fetchPolicy: 'cache-and-network',
    context: { pageStates: DECEDENT_PAGE_STATES },
  });
  const [submitCertificate, { loading: submitting }] = useMutation(SubmitCertificateMutation);
  const [setFreeze, { loading: freezing }] = useMutation(SetCertificateFreezeMutation);
  const [savedInSession, setSavedInSession] = useState(false);
  const [firstSave, setFirstSave] = useState<string | null>(null);
  const dirtyForms = useDirtyForms();
  const { setDirty } = dirtyForms;

  const decedent = data?.decedent;
  const certificate = data?.certificate;
  const reference = data?.referenceData;
  const locked = !!certificate?.isFreeze;
  const policy = usePolicyGate(area, decedent?.haveAcceptPolicy);

  const onSaved = useCallback((outcome: SaveOutcome) => {
    setSavedInSession(true);
    if (outcome.firstSave) {
      setFirstSave(outcome.message);
    } else {
      notifications.show({
        color: 'teal',
        title: outcome.message,
        message: CERTIFICATE_MESSAGES.submitHint,
        autoClose: NOTIFICATION_MS * 2,
      });
    }
  }, []);

  const onSaveError = useCallback(
    (err: unknown, serverPrefix = '') => {
      const failure = describeError(err);
      if (failure.code === 'BAD_USER_INPUT') {
        return submitErrors(err, { prefix: serverPrefix, fallback: failure.message ?? MESSAGES.genericError });
      }
      if (failure.code === 'FORBIDDEN') {
        // Not accepted the policy yet: ask now; anything else is the access-denied dialog.
        if (POLICY_MESSAGES.has(failure.message ?? '') || (!staff && decedent?.haveAcceptPolicy === false)) policy.ask();
        else sessionStore.warnUnauthorized();
        return undefined;
      }
      // LOCKED (already notified by the error handling): show the lock.
      if (failure.code === 'LOCKED') void refetch();
      return undefined;
    },
    [decedent?.haveAcceptPolicy, policy, refetch, staff],
  );

  const context = useMemo<CertificateContextValue>(
    () => ({ opi, locked, onSaved, onSaveError, setDirty }),
    [opi, locked, onSaved, onSaveError, setDirty],
  );

  const onSubmit = async () => {
    try {
      const { data: result } = await submitCertificate({ variables: { opi }, context: { pageStates: ['FORBIDDEN'] } });
      if (result) notifySuccess(result.submitCertificate.message);
    } catch (err) {
      onSaveError(err);
    }
  };

  const onFreeze = async () => {
    try {
      const { data: result } = await setFreeze({ variables: { opi, isFreeze: !locked } });
      if (result)
        notifySuccess(
          result.setCertificateFreeze.isFreeze
            ? 'The section is now locked for the family.'
            : 'The section is unlocked: the family can make changes again.',
        );
    } catch {
      // The error notification has been shown.
    }
  };

  if (!data && error) return <DecedentError area={area} error={error} />;

  const saved = new Set(certificate?.savedSections ?? []);
  const countries: readonly Country[] = reference?.countries ?? [];
  const relationships = reference?.relationships ?? [];
  const canSubmit = savedInSession && !locked;

  return (
    <ArrangementFrame
      title={PAGE_TITLE}
      crumbs={stepCrumbs(area, opi, search, PAGE_TITLE)}
      homeName={decedent?.funeralHome.name}
      lead={
        staff
          ? 'The family’s details for the death certificate. Lock the section once it is final; the family can then only view it.'
          : 'Please fill in what you know; your arranger will help with the rest. Save each section as you go.'
      }
    >
      <DecedentHeader
        decedent={decedent}
        eyebrow="Details for"
        actions={
          staff &&
          certificate && (
            <Button
              variant={locked ? 'filled' : 'outline'}
              color={locked ? 'sage' : 'stone.8'}
              leftSection={locked ? <UnlockIcon size={16} /> : <LockIcon size={16} />}
              loading={freezing}
              onClick={() => void onFreeze()}
            >
              {locked ? 'Unlock' : 'Lock'}
            </Button>
          )
        }
      />

      {locked ? (
        <Alert variant="light" color="red" icon={<LockIcon />} title="Locked" role="status" className="cert-banner">
          {CERTIFICATE_MESSAGES.locked}
        </Alert>
      ) : (
        <Alert variant="light" color="yellow" icon={<InfoIcon />} role="status" className="cert-banner">
          <Text fw={700} size="md">
            {CERTIFICATE_MESSAGES.submitBanner}
          </Text>
        </Alert>
      )}

      <SubmitBar
        position="top"
        enabled={canSubmit}
        locked={locked}
        submitting={submitting}
        savedInSession={savedInSession}
        onSubmit={() => void onSubmit()}
      />

      {!certificate || !reference ? (
        <Stack gap="lg" aria-busy="true">
          <Skeleton height={320} radius="lg" />
          <Skeleton height={220} radius="lg" />
        </Stack>
      ) : (
        <CertificateContext.Provider value={context}>
          <div className="cert-layout">
            <SectionNav saved={saved} />
            <SectionCards data={{ certificate, reference, countries, relationships }} saved={saved} />
          </div>
        </CertificateContext.Provider>
      )}

      <SubmitBar
        position="bottom"
        enabled={canSubmit}
        locked={locked}
        submitting={submitting}
        savedInSession={savedInSession}
        onSubmit={() => void onSubmit()}
      />

      <Modal opened={!!firstSave} onClose={() => setFirstSave(null)} title={firstSave ?? ''} size="sm">
        <Stack gap="lg">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon variant="light" color="sage" size="lg" radius="xl" aria-hidden>
              <CheckIcon />
            </ThemeIcon>
            <Text>{FIRST_SAVE_TEXT}</Text>
          </Group>
          <Group justify="flex-end">
            <Button onClick={() => setFirstSave(null)} data-autofocus>
              OK
            </Button>
          </Group>
        </Stack>
      </Modal>

      <LeaveGuard forms={dirtyForms} />

      {decedent && (
        <PolicyDialog
          opi={opi}
          decedentId={decedent.id}
          homeName={decedent.funeralHome.name}
          opened={policy.opened}
          onAccepted={policy.onAccepted}
        />
      )}
    </ArrangementFrame>
  );
}
