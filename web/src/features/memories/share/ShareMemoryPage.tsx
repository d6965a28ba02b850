import { useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Modal, Paper, Select, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { FORM_ERROR, setIn } from 'final-form';
import { Field, Form, useFormState } from 'react-final-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import {
  check, MEMORY_CONFIRMATIONS, MEMORY_LIMITS, MEMORY_MESSAGES, MEMORY_NOTICES, MEMORY_TYPES, MESSAGES, RELATIONSHIPS, shareMemoryRule, type FieldErrors,
} from '@memorial/schema';
import { graphql } from '../../../gql';
import type { FileType, ShareMemoryInput } from '../../../gql/graphql';
import { describeError, errorCode } from '../../../app/errors';
import { fieldError, serverFieldErrors } from '../../../app/forms';
import { ArrowLeftIcon, CalendarIcon, CheckIcon } from '../../../app/icons';
import { PageShell } from '../../../app/layout/PageShell';
import { PageState } from '../../../app/layout/PageState';
import { AddressFields } from '../../../app/address/AddressFields';
import { stateNameOf } from '../../../app/address/lists';
import { PhoneInput } from '../../../app/PhoneInput';
import { RichTextInput } from '../../../app/RichTextInput';
import { notifyError } from '../../../app/notify';
import { useSession } from '../../../app/session';
import { newIdempotencyKey, todayIso } from '../media';
import { MediaDropzone } from '../upload/MediaDropzone';
import { useMediaUploads } from '../upload/useMediaUploads';
import { useVideoLinkCheck, VideoLinksField } from '../upload/VideoLinks';
import { PolicyPrompt } from './PolicyPrompt';
import '@mantine/dates/styles.css';
import '../memories.css';

const ShareMemoryPageQuery = graphql(`
  query ShareMemoryPage($opi: String!) {
    decedent(opi: $opi) {
      id
      opi
      fullName
      haveAcceptPolicy
      funeralHome {
        code
        name
      }
      obituary {
        displayName
      }
    }
    referenceData {
      countries {
        code
        name
      }
    }
  }
`);

const ShareMemoryMutation = graphql(`
  mutation ShareMemory($opi: String!, $input: ShareMemoryInput!) {
    shareMemory(opi: $opi, input: $input) {
      id
      status
      title
    }
  }
`);

const ShareAcceptPolicyMutation = graphql(`
  mutation ShareAcceptPolicy($opi: String!) {
    acceptPolicy(opi: $opi) {
      haveAcceptPolicy
    }
  }
`);

/** The page's own states. */
const PAGE_STATES = ['PRIVATE', 'NOT_FOUND'] as const;
/** Failures the form shows itself. */
const FORM_CODES = ['BAD_USER_INPUT', 'FORBIDDEN'] as const;
/** Option lists show up to 10 entries before they scroll. */
const LIST_HEIGHT = 10 * 36;

/** A visitor's acceptance of the policy lives in the browser session only. */
export const policyFlagKey = (opi: string): string => `acceptedPolicy:${opi}`;

function visitorAccepted(opi: string): boolean {
  try {
    return sessionStorage.getItem(policyFlagKey(opi)) === 'true';
  } catch {
    return false;
  }
}

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
}

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

/** The rules answer "a.b" keys; final-form wants them nested. */
function nested(errors: FieldErrors): Record<string, unknown> {
  return Object.entries(errors).reduce<Record<string, unknown>>((acc, [key, message]) => setIn(acc, key, message) as Record<string, unknown>, {});
}

const validateWithRule = (rule: typeof standaloneRule) => (values: ShareValues) => {
  const errors = check(rule, ruleInput(values));
  return errors ? nested(errors) : undefined;
};
const validateStandalone = validateWithRule(standaloneRule);
const validateFamily = validateWithRule(familyRule);

/** /{...}/{opi}/share: Share Your Memories About {decedent name}. */
export function ShareMemoryPage() {
  const { opi = '' } = useParams();
  const { pathname, key: locationKey } = useLocation();
  const navigate = useNavigate();
  const { role } = useSession();
  const { data, loading, error } = useQuery(ShareMemoryPageQuery, { variables: { opi }, context: { pageStates: PAGE_STATES } });
  const [acceptPolicy] = useMutation(ShareAcceptPolicyMutation);
  const [visitorOk, setVisitorOk] = useState(() => visitorAccepted(opi));
  const memorialPath = pathname.replace(/\/share\/?$/, '') || '/';
  const decedent = data?.decedent;

  if (!decedent) {
    if (loading) {
      return (
        <PageShell title="Share a Memory">
          <Container size="md" py="xl" aria-busy="true" aria-label="Loading the share form">
            <Stack gap="md">
              <Skeleton height={36} width="70%" />
              <Skeleton height={420} radius="lg" />
            </Stack>
          </Container>
        </PageShell>
      );
    }
    const isPrivate = errorCode(error) === 'PRIVATE';
    return (
      <PageShell title="Share a Memory">
        <PageState kind={isPrivate ? 'private' : 'missing'} message={isPrivate ? MESSAGES.privatePage : MESSAGES.missingPage} />
      </PageShell>
    );
  }

  const name = decedent.obituary.displayName || decedent.fullName;
  // The arranger role accepts for the decedent (kept by the gateway); staff need not; visitors keep a flag in this browser session.
  const needsPolicy = role === 'arranger' ? !decedent.haveAcceptPolicy : role ? false : !visitorOk;

  const decline = () => {
    if (locationKey !== 'default') navigate(-1);
    else navigate(memorialPath);
  };
  const accept = async (): Promise<boolean> => {
    if (!role) {
      try {
        sessionStorage.setItem(policyFlagKey(opi), 'true');
      } catch {
        // the flag then lasts as long as this page
      }
      setVisitorOk(true);
      return true;
    }
    try {
      await acceptPolicy({
        variables: { opi },
        update(cache, result) {
          const accepted = result.data?.acceptPolicy.haveAcceptPolicy ?? true;
          cache.modify({ id: cache.identify({ __typename: 'Decedent', id: decedent.id }), fields: { haveAcceptPolicy: () => accepted } });
        },
      });
      return true;
    } catch {
      return false;
    }
  };

  return (
    <PageShell title="Share a Memory" homeName={decedent.funeralHome.name}>
      <Container size="md" py={{ base: 20, sm: 40 }}>
        <Stack gap="lg">
          <Anchor component={Link} to={memorialPath} c="sage.8" size="sm" className="back-link">
            <ArrowLeftIcon size={16} /> Back to the memorial page
          </Anchor>
          <div>
            <Title order={1} className="share-title">
              Share Your Memories About {name}
            </Title>
            <Text c="stone.7" mt={6} maw={620}>
              A story, a photo, a favourite song: the family treasures every memory. Yours will appear on the memorial page once it has been reviewed.
            </Text>
          </div>
          <ShareMemoryForm
            opi={opi}
            countries={data.referenceData.countries}
            acceptedPolicy={!role && visitorOk}
            familyWebsite={pathname.startsWith('/app/')}
            onDone={() => navigate(memorialPath)}
            onNeedPolicy={() => setVisitorOk(false)}
          />
        </Stack>
      </Container>
      <PolicyPrompt opened={needsPolicy} homeName={decedent.funeralHome.name} onAccept={accept} onDecline={decline} />
    </PageShell>
  );
}

interface ShareMemoryFormProps {
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

function ShareMemoryForm({ opi, countries, acceptedPolicy, familyWebsite, onDone, onNeedPolicy }: ShareMemoryFormProps) {
  const [share] = useMutation(ShareMemoryMutation);
  const uploads = useMediaUploads();
  const [shared, setShared] = useState(false);
  // One key per submission, kept across its retries; a new one once it has gone through.
  const idempotencyKey = useRef<string | null>(null);
  const linksRef = useRef<{ error: string | null; valid: string[] }>({ error: null, valid: [] });
  const client = useApolloClient();
  const countryNames = useMemo(() => new Map(countries.map((c) => [c.code, c.name])), [countries]);

  const onSubmit = async (values: ShareValues) => {
    if (values.addVideo && linksRef.current.error) {
      notifyError(MEMORY_MESSAGES.resolveErrors);
      return { [FORM_ERROR]: MEMORY_MESSAGES.resolveErrors };
    }
    const p = values.memoryAddingPerson ?? {};
    const a = p.address ?? {};
    const address = {
      line1: a.line1?.trim() || null,
      line2: a.line2?.trim() || null,
      country: a.country ? countryNames.get(a.country) ?? a.country : null,
      // The lists keep codes for the country and the state (the county by its name); a memory keeps names.
      state: a.state ? (a.country && stateNameOf(client, a.country, a.state)) || a.state : null,
      county: a.county?.trim() || null,
      city: a.city?.trim() || null,
      zipcode: a.zipcode?.trim() || null,
    };
    const links = values.addVideo ? linksRef.current.valid : [];
    idempotencyKey.current ??= newIdempotencyKey();
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
      idempotencyKey: idempotencyKey.current,
    };
    try {
      await share({ variables: { opi, input }, context: { pageStates: FORM_CODES } });
    } catch (error) {
      const failure = describeError(error);
      if (failure.code === 'FORBIDDEN') {
        onNeedPolicy();
        return { [FORM_ERROR]: failure.message ?? MEMORY_NOTICES.policyRequired };
      }
      if (failure.code !== 'BAD_USER_INPUT') return undefined; // notified already; the same key retries this submission
      const fields = serverFieldErrors(error) ?? {};
      const shown = Object.keys(fields).filter((k) => !['videoLinks', 'files', '_'].includes(k.split('.')[0]!));
      const other = Object.entries(fields).find(([k]) => !shown.includes(k))?.[1];
      return { ...nested(fields), [FORM_ERROR]: other ?? (shown.length ? undefined : failure.message ?? MESSAGES.genericError) };
    }
    idempotencyKey.current = null;
    setShared(true);
    uploads.reset();
    return undefined;
  };

  return (
    <>
      <Form<ShareValues> onSubmit={onSubmit} validate={familyWebsite ? validateFamily : validateStandalone} initialValues={{ addVideo: false, videoLinks: '' }}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Share a memory">
            <ShareFields uploads={uploads} submitting={!!submitting} submitError={submitError as string | undefined} countries={countries} linksRef={linksRef} onCancel={onDone} />
          </form>
        )}
      </Form>
      <Modal opened={shared} onClose={onDone} title={MEMORY_NOTICES.shared} size="sm">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="sage" variant="light" aria-hidden>
            <CheckIcon size={28} />
          </ThemeIcon>
          <Text>Thank you for sharing. Your memory will appear on the memorial page once it has been reviewed.</Text>
          <Button onClick={onDone} data-autofocus>
            Back to the memorial page
          </Button>
        </Stack>
      </Modal>
    </>
  );
}

interface ShareFieldsProps {
  uploads: ReturnType<typeof useMediaUploads>;
  submitting: boolean;
  submitError: string | undefined;
  countries: ReadonlyArray<{ code: string; name: string }>;
  linksRef: { current: { error: string | null; valid: string[] } };
  onCancel: () => void;
}

const typeOptions = MEMORY_TYPES.map((t) => ({ value: String(t.id), label: t.name }));
const relationshipOptions = [...RELATIONSHIPS].sort((a, b) => a.name.localeCompare(b.name)).map((r) => ({ value: String(r.id), label: r.name }));

function ShareFields({ uploads, submitting, submitError, countries, linksRef, onCancel }: ShareFieldsProps) {
  const { values, submitFailed } = useFormState<ShareValues>({ subscription: { values: true, submitFailed: true } });
  const [linksVisited, setLinksVisited] = useState(false);
  const links = useVideoLinkCheck(values.addVideo ? values.videoLinks ?? '' : '', true);
  linksRef.current = { error: links.error, valid: links.valid };
  const nothingToShare = !values.title?.trim() && !values.memory?.trim() && uploads.entries.length === 0 && !(values.addVideo && links.links.length);
  const shareDisabled = uploads.uploading || uploads.progress > 0 || nothingToShare;

  return (
    <Stack gap="lg">
      {submitError && (
        <Alert color="red" variant="light" role="alert" title={MESSAGES.errorTitle}>
          {submitError}
        </Alert>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} className="form-section">
        <Title order={2} className="form-section__title">
          Your memory
        </Title>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Field<number> name="memoryType">
              {({ input, meta }) => (
                <Select
                  label="Type of Memory"
                  placeholder="Choose a type"
                  required
                  data={typeOptions}
                  value={input.value ? String(input.value) : null}
                  onChange={(v) => input.onChange(v ? Number(v) : undefined)}
                  onBlur={input.onBlur}
                  onFocus={input.onFocus}
                  error={fieldError(meta)}
                  maxDropdownHeight={LIST_HEIGHT}
                  allowDeselect={false}
                />
              )}
            </Field>
            <Field<string | null> name="dateOfMemory">
              {({ input, meta }) => (
                <DatePickerInput
                  label="Date of Memory"
                  placeholder="MM/DD/YYYY"
                  required
                  valueFormat="MM/DD/YYYY"
                  maxDate={todayIso()}
                  value={input.value || null}
                  onChange={(v) => {
                    input.onChange(v ?? null);
                    input.onBlur();
                  }}
                  onFocus={input.onFocus}
                  error={fieldError(meta)}
                  leftSection={<CalendarIcon size={16} />}
                  clearable
                  popoverProps={{ withinPortal: true }}
                />
              )}
            </Field>
            <Field<number | null> name="relationship">
              {({ input }) => (
                <Select
                  label="Relationship"
                  placeholder="Your relationship"
                  searchable
                  clearable
                  data={relationshipOptions}
                  value={input.value ? String(input.value) : null}
                  onChange={(v) => input.onChange(v ? Number(v) : null)}
                  maxDropdownHeight={LIST_HEIGHT}
                  nothingFoundMessage="No such relationship"
                />
              )}
            </Field>
          </SimpleGrid>
          <Field<string> name="title">
            {({ input, meta }) => <TextInput {...input} label="Memory title" required placeholder="A few words to name your memory" error={fieldError(meta)} />}
          </Field>
          <Field<string> name="memory">
            {({ input, meta }) => (
              <RichTextInput {...input} label="Your Memory" required placeholder="Share a story, a moment, a few words of remembrance…" error={fieldError(meta)} />
            )}
          </Field>
          <MediaDropzone uploads={uploads} />
          <Field<boolean> name="addVideo" type="checkbox">
            {({ input }) => <Switch checked={!!input.checked} onChange={input.onChange} name={input.name} label="Add Video" description="Link to a video on YouTube or Vimeo" />}
          </Field>
          {values.addVideo && (
            <Field<string> name="videoLinks">
              {({ input }) => (
                <VideoLinksField
                  value={input.value ?? ''}
                  onChange={input.onChange}
                  onBlur={() => setLinksVisited(true)}
                  check={links}
                  showError={linksVisited || submitFailed || !!submitError}
                  publicForm
                />
              )}
            </Field>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: 'md', sm: 'xl' }} className="form-section">
        <Title order={2} className="form-section__title">
          About you
        </Title>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field<string> name="memoryAddingPerson.firstName">
              {({ input, meta }) => <TextInput {...input} label="First Name" required autoComplete="given-name" error={fieldError(meta)} />}
            </Field>
            <Field<string> name="memoryAddingPerson.lastName">
              {({ input, meta }) => <TextInput {...input} label="Last Name" required autoComplete="family-name" error={fieldError(meta)} />}
            </Field>
            <Field<string> name="memoryAddingPerson.email">
              {({ input, meta }) => <TextInput {...input} type="email" label="Email" required autoComplete="email" error={fieldError(meta)} />}
            </Field>
            <Field<string> name="memoryAddingPerson.phoneNumber">
              {({ input, meta }) => (
                <PhoneInput label="Phone" name={input.name} value={input.value ?? ''} onChange={input.onChange} onBlur={input.onBlur} onFocus={input.onFocus} error={fieldError(meta)} />
              )}
            </Field>
          </SimpleGrid>
          <Text size="sm" fw={600} mt="xs">
            Address
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <AddressFields prefix="memoryAddingPerson.address" countries={countries} />
          </SimpleGrid>
        </Stack>
      </Paper>

      <Text size="sm" c="stone.7" className="review-note">
        {MEMORY_CONFIRMATIONS.reviewNote}
      </Text>
      <Group justify="flex-end" gap="sm" className="form-actions">
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting} disabled={shareDisabled} miw={120}>
          Share
        </Button>
      </Group>
    </Stack>
  );
}
