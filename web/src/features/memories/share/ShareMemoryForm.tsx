import { useMemo, useRef, useState } from 'react';
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { check, MEMORY_LIMITS, MEMORY_MESSAGES, MEMORY_NOTICES, MESSAGES, SHARE_MEMORY_TEXTS, shareMemoryRule } from '@memorial/schema';
import { graphql } from '../../../gql';
import type { FileType, ShareMemoryInput } from '../../../gql/graphql';
import { describeError } from '../../../app/errors';
import { nestErrors, submitErrors } from '../../../app/forms';
import { CheckIcon } from '../../../app/icons';
import { stateNameOf } from '../../../app/address/lists';
import { notifyError } from '../../../app/notify';
import { useT } from '../../../app/i18n';
import { useCaptchaSolver } from '../../../app/Captcha';
import { useSession } from '../../../app/session';
import { useOnceAction } from '../../../app/once';
import { useMediaUploads } from '../../../app/memories/upload/useMediaUploads';
import { ShareMemoryFields } from './ShareMemoryFields';

const ShareMemoryMutation = graphql(`
  mutation ShareMemory($opi: String!, $input: ShareMemoryInput!) {
    shareMemory(opi: $opi, input: $input) {
      id
      status
      title
    }
  }
`);

interface AddressValues {
  line1?: string;
  line2?: string;
  country?: string;
  state?: string;
  county?: string;
  city?: string;
  zipcode?: string;
}

export interface ShareValues {
  memoryType?: number;
  dateOfMemory?: string | null;
  relationship?: number | null;
  title?: string;
  memory?: string;
  addVideo?: boolean;
  videoLinks?: string;
  memoryAddingPerson?: {
    firstName?: string;
    lastName?: string;
    email?: string;
    phoneNumber?: string;
    address?: AddressValues;
  };
  /** A visitor's solved captcha (the widget's payload). */
  captcha?: string;
}

/** Failures the form shows itself. */
const FORM_CODES = ['BAD_USER_INPUT', 'FORBIDDEN'] as const;

/** The standalone share page allows 4999 characters of memory; the family website's own share form 5000. */
const standaloneRule = shareMemoryRule(MEMORY_LIMITS.shareMemoryStandalone);
const familyRule = shareMemoryRule(MEMORY_LIMITS.shareMemory);

function ruleInput(v: ShareValues) {
  const p = v.memoryAddingPerson ?? {};
  return {
    memoryType: v.memoryType,
    dateOfMemory: v.dateOfMemory ?? undefined,
    title: v.title ?? '',
    memory: v.memory ?? '',
    relationship: v.relationship ?? null,
    memoryAddingPerson: {
      firstName: p.firstName ?? '',
      lastName: p.lastName ?? '',
      email: p.email ?? '',
      phoneNumber: p.phoneNumber || undefined,
      address: p.address ?? null,
    },
  };
}

const validateWithRule = (rule: typeof standaloneRule) => (values: ShareValues) => nestErrors(check(rule, ruleInput(values)));
const validateStandalone = validateWithRule(standaloneRule);
const validateFamily = validateWithRule(familyRule);

export interface ShareMemoryFormProps {
  opi: string;
  countries: ReadonlyArray<{ code: string; name: string }>;
  /** A visitor accepted the policy in this browser session. */
  acceptedPolicy: boolean;
  /** The family website's share form (/app/memories/...) allows 5000 characters of memory. */
  familyWebsite: boolean;
  /** Back to the memorial page (closing the success message, or Cancel). */
  onDone: () => void;
  onNeedPolicy: () => void;
}

/** The sharer's address as a memory keeps it: trimmed, empty parts null, the country and state by their names. */
function addressOf(a: AddressValues, countryNames: Map<string, string>, client: ReturnType<typeof useApolloClient>) {
  return {
    line1: a.line1?.trim() || null,
    line2: a.line2?.trim() || null,
    country: a.country ? (countryNames.get(a.country) ?? a.country) : null,
    // The lists keep codes for the country and the state (the county by its name); a memory keeps names.
    state: a.state ? (a.country && stateNameOf(client, a.country, a.state)) || a.state : null,
    county: a.county?.trim() || null,
    city: a.city?.trim() || null,
    zipcode: a.zipcode?.trim() || null,
  };
}

/** The thanks once the memory is shared, and the way back to the memorial page. */
function SharedModal({ opened, onDone }: { opened: boolean; onDone: () => void }) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onDone} title={t(MEMORY_NOTICES, 'shared')} size="sm">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" color="sage" variant="light" aria-hidden>
          <CheckIcon size={28} />
        </ThemeIcon>
        <Text>{t(SHARE_MEMORY_TEXTS, 'thanks')}</Text>
        <Button onClick={onDone} data-autofocus>
          {t(SHARE_MEMORY_TEXTS, 'backToMemorial')}
        </Button>
      </Stack>
    </Modal>
  );
}

/** The share form: checks with the shared rule, sends the memory with its files and links once (an idempotency key per submission), then thanks. */
export function ShareMemoryForm({ opi, countries, acceptedPolicy, familyWebsite, onDone, onNeedPolicy }: ShareMemoryFormProps) {
  const t = useT();
  const [share] = useMutation(ShareMemoryMutation);
  // A visitor solves a captcha to share, and one (without asking) for each upload.
  const visitor = !useSession().role;
  const solver = useCaptchaSolver();
  const uploads = useMediaUploads({ captcha: visitor ? solver.solve : undefined });
  const [shared, setShared] = useState(false);
  // One key per submission, kept across its retries; a new one once it has gone through (app/once.ts).
  const once = useOnceAction();
  const linksRef = useRef<{ error: string | null; valid: string[] }>({ error: null, valid: [] });
  const client = useApolloClient();
  const countryNames = useMemo(() => new Map(countries.map((c) => [c.code, c.name])), [countries]);

  const onSubmit = async (values: ShareValues) => {
    if (values.addVideo && linksRef.current.error) {
      notifyError(t(MEMORY_MESSAGES, 'resolveErrors'));
      return { [FORM_ERROR]: t(MEMORY_MESSAGES, 'resolveErrors') };
    }
    const p = values.memoryAddingPerson ?? {};
    const address = addressOf(p.address ?? {}, countryNames, client);
    const links = values.addVideo ? linksRef.current.valid : [];
    const input: ShareMemoryInput = {
      memoryType: values.memoryType,
      dateOfMemory: values.dateOfMemory,
      title: values.title?.trim(),
      memory: values.memory ?? '',
      relationship: values.relationship ?? null,
      memoryAddingPerson: {
        firstName: p.firstName?.trim() ?? '',
        lastName: p.lastName?.trim() ?? '',
        email: p.email?.trim() ?? '',
        phoneNumber: p.phoneNumber || null,
        address: Object.values(address).some(Boolean) ? address : null,
      },
      files: [...uploads.uploaded(), ...links.map((fileUrl) => ({ fileUrl, fileType: 'Video' as FileType }))],
      acceptedPolicy,
      ...(visitor ? { captcha: values.captcha ?? null } : {}),
    };
    try {
      // The key rides in the Idempotency-Key header, and in the input for the gateway's older retry check.
      const sent = await once.run(input, ({ idempotencyKey }) =>
        share({ variables: { opi, input: { ...input, idempotencyKey } }, context: { idempotencyKey, pageStates: FORM_CODES } }),
      );
      if (!sent) return undefined;
    } catch (error) {
      const failure = describeError(error);
      if (failure.code === 'FORBIDDEN') {
        onNeedPolicy();
        return { [FORM_ERROR]: failure.message ?? t(MEMORY_NOTICES, 'policyRequired') };
      }
      if (failure.code !== 'BAD_USER_INPUT') return undefined; // notified already; the same key retries this submission
      // The links and the uploaded files show no error of their own.
      return submitErrors(error, { unshown: ['videoLinks', 'files'], fallback: failure.message ?? t(MESSAGES, 'genericError') });
    }
    setShared(true);
    uploads.reset();
    return undefined;
  };

  return (
    <>
      <Form<ShareValues>
        onSubmit={onSubmit}
        validate={familyWebsite ? validateFamily : validateStandalone}
        initialValues={{ addVideo: false, videoLinks: '' }}
      >
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t(SHARE_MEMORY_TEXTS, 'formLabel')}>
            <ShareMemoryFields
              uploads={uploads}
              submitting={!!submitting}
              submitError={submitError as string | undefined}
              countries={countries}
              linksRef={linksRef}
              onCancel={onDone}
              captcha={visitor}
            />
            {visitor && solver.widget}
          </form>
        )}
      </Form>
      <SharedModal opened={shared} onDone={onDone} />
    </>
  );
}
