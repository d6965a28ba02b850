import { useCallback, useMemo, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { CERTIFICATE_FORM_TEXTS, CERTIFICATE_MESSAGES, MEMORY_NOTICES, MESSAGES, t } from '@memorial/schema';
import { graphql } from '../../../gql';
import { describeError } from '../../../app/errors';
import { submitErrors } from '../../../app/forms';
import { NOTIFICATION_MS, notifySuccess } from '../../../app/notify';
import { sessionStore } from '../../../app/session';
import { useOnceAction } from '../../../app/once';
import { DECEDENT_PAGE_STATES } from '../../../app/arrangement/ArrangementFrame';
import { usePolicyGate } from '../../../app/arrangement/PolicyDialog';
import type { Area } from '../../../app/arrangement/paths';
import type { CertificateContextValue, SaveOutcome } from './CertificateContext';
import { useDirtyForms } from './LeaveGuard';

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

/** Starts the page's query as the page's code arrives (routes.tsx), not after its first render: the page reads it then. */
export function prefetchCertificatePage(client: ApolloClient, opi: string): void {
  client.query({ query: CertificatePageQuery, variables: { opi }, context: { pageStates: DECEDENT_PAGE_STATES } }).catch(() => undefined);
}

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

/** A save refused because the arranger has not accepted the copyright disclaimer and privacy policy. */
const isPolicyMessage = (message: string) =>
  message === t(CERTIFICATE_MESSAGES, 'policyRequired') || message === t(MEMORY_NOTICES, 'policyRequired');

interface SaveFeedbackOptions {
  staff: boolean;
  /** Whether the arranger has accepted the policy (undefined until the page has loaded). */
  haveAcceptPolicy: boolean | undefined;
  policy: ReturnType<typeof usePolicyGate>;
  refetch: () => Promise<unknown>;
}

/** What a section's save tells the person: the first-save popup or a notice, or what went wrong. */
function useSaveFeedback({ staff, haveAcceptPolicy, policy, refetch }: SaveFeedbackOptions) {
  const [savedInSession, setSavedInSession] = useState(false);
  const [firstSave, setFirstSave] = useState<string | null>(null);

  const onSaved = useCallback((outcome: SaveOutcome) => {
    setSavedInSession(true);
    if (outcome.firstSave) {
      setFirstSave(outcome.message);
    } else {
      notifications.show({
        color: 'teal',
        title: outcome.message,
        message: t(CERTIFICATE_MESSAGES, 'submitHint'),
        autoClose: NOTIFICATION_MS * 2,
      });
    }
  }, []);

  const onSaveError = useCallback(
    (err: unknown, serverPrefix = '') => {
      const failure = describeError(err);
      if (failure.code === 'BAD_USER_INPUT') {
        return submitErrors(err, { prefix: serverPrefix, fallback: failure.message ?? t(MESSAGES, 'genericError') });
      }
      if (failure.code === 'FORBIDDEN') {
        // Not accepted the policy yet: ask now; anything else is the access-denied dialog.
        if (isPolicyMessage(failure.message ?? '') || (!staff && haveAcceptPolicy === false)) policy.ask();
        else sessionStore.warnUnauthorized();
        return undefined;
      }
      // LOCKED (already notified by the error handling): show the lock.
      if (failure.code === 'LOCKED') void refetch();
      return undefined;
    },
    [haveAcceptPolicy, policy, refetch, staff],
  );

  return { savedInSession, firstSave, setFirstSave, onSaved, onSaveError };
}

/** One decedent's certificate: its forms' data, the sections' shared context, sending it and (staff) locking it. */
export function useCertificate(area: Area) {
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
  const once = useOnceAction();
  const [setFreeze, { loading: freezing }] = useMutation(SetCertificateFreezeMutation);
  const dirtyForms = useDirtyForms();
  const { setDirty } = dirtyForms;

  const decedent = data?.decedent;
  const locked = !!data?.certificate?.isFreeze;
  const policy = usePolicyGate(area, decedent?.haveAcceptPolicy);
  const feedback = useSaveFeedback({ staff, haveAcceptPolicy: decedent?.haveAcceptPolicy, policy, refetch });
  const { onSaved, onSaveError } = feedback;

  const context = useMemo<CertificateContextValue>(
    () => ({ opi, locked, onSaved, onSaveError, setDirty }),
    [opi, locked, onSaved, onSaveError, setDirty],
  );

  const onSubmit = async () => {
    try {
      // One request per tap, with the action's Idempotency-Key (app/once.ts).
      const sent = await once.run({ opi }, (key) =>
        submitCertificate({ variables: { opi }, context: { ...key, pageStates: ['FORBIDDEN'] } }),
      );
      const result = sent?.data;
      if (result) notifySuccess(result.submitCertificate.message);
    } catch (err) {
      onSaveError(err);
    }
  };

  const onFreeze = async () => {
    try {
      const { data: result } = await setFreeze({ variables: { opi, isFreeze: !locked } });
      if (result)
        notifySuccess(result.setCertificateFreeze.isFreeze ? t(CERTIFICATE_FORM_TEXTS, 'locked') : t(CERTIFICATE_FORM_TEXTS, 'unlocked'));
    } catch {
      // The error notification has been shown.
    }
  };

  return { opi, search, staff, data, error, locked, policy, dirtyForms, context, submitting, freezing, onSubmit, onFreeze, ...feedback };
}
