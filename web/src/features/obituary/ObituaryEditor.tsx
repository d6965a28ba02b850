import { lazy, Suspense, useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert, Badge, Button, Group, Skeleton, Switch, Text, Title } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Field, Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { MEMORIAL_TEXTS, OBITUARY_LIMITS, OBITUARY_MESSAGES, OBITUARY_TEXTS, obituaryRule, richTextLength } from '@memorial/schema';
import { useLocale, useT } from '../../app/i18n';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { ObituaryEditor_DecedentFragment } from '../../gql/graphql';
import { displayName } from '../../app/decedentName';
import { fieldError, submitErrors, validateWith } from '../../app/forms';
import { formatEditedAt } from '../../app/arrangement/format';
import { LockIcon, PencilIcon } from '../../app/icons';
import { notifyError, notifySuccess } from '../../app/notify';
import { ObituaryAudio, ObituaryText } from '../../app/memorial/ObituarySection';
import { VersionedFormConflict } from '../../app/conflict/ConflictPanel';
import { CONFLICT_CODE, type Versioned } from '../../app/conflict/useSaveConflict';
import { useVersionedForm } from '../../app/conflict/useVersionedForm';

// The TipTap editor is its own chunk: only those who edit download it.
const RichTextInput = lazy(() => import('../../app/RichTextInput').then((m) => ({ default: m.RichTextInput })));

export const ObituaryEditorFragment = graphql(`
  fragment ObituaryEditor_decedent on Decedent {
    id
    opi
    obituaryIsLocked
    obituaryVersion
    obituary {
      obituary
      audioFileUrl
    }
    obituaryStatus {
      isSubmitted
      submittedAt
      submittedBy
      canEdit
      canLock
    }
    ...DisplayName_decedent
  }
`);

const SubmitObituaryMutation = graphql(`
  mutation SubmitObituary($opi: String!, $obituary: String!, $version: Int) {
    submitObituary(opi: $opi, obituary: $obituary, version: $version) {
      changed
      message
      decedent {
        id
        ...ObituaryEditor_decedent
        obituary {
          description
        }
      }
    }
  }
`);

const ObituarySavedQuery = graphql(`
  query ObituarySaved($opi: String!) {
    decedent(opi: $opi) {
      id
      ...ObituaryEditor_decedent
    }
  }
`);

const SetObituaryLockMutation = graphql(`
  mutation SetObituaryLock($opi: String!, $locked: Boolean!) {
    setObituaryLock(opi: $opi, locked: $locked) {
      obituaryIsLocked
      message
    }
  }
`);

/** What a writer (the assisted obituary writer) may do with the editor. */
export interface ObituaryWriterApi {
  /** Puts this HTML into the editor (opening it when closed); nothing is saved until SUBMIT TO ARRANGER. */
  onUseDraft: (html: string) => void;
  /** False while the obituary is locked: a writer's button should not offer drafts then. */
  canEdit: boolean;
}

export interface ObituaryEditorProps {
  decedent: FragmentType<typeof ObituaryEditorFragment>;
  /**
   * The place for the assisted writer's button in the editor's header (arrangements-portal 4.6): the
   * obituary writer renders here and calls api.onUseDraft(html) with the draft the family chose.
   */
  writer?: (api: ObituaryWriterApi) => ReactNode;
}

type Values = { obituary: string };
const validate = validateWith(obituaryRule());

type Status = ObituaryEditor_DecedentFragment['obituaryStatus'];

const obituaryRecord = (d: Pick<ObituaryEditor_DecedentFragment, 'obituary' | 'obituaryVersion'>): Versioned<Values> => ({
  values: { obituary: d.obituary.obituary },
  version: d.obituaryVersion,
});

/**
 * SUBMIT TO ARRANGER with the version the editor was opened at; a CONFLICT keeps the typed text, reads the saved
 * one again and shows it beside it (issue 27).
 */
function useObituarySubmit(opi: string, record: Versioned<Values>, close: () => void) {
  const [submit] = useMutation(SubmitObituaryMutation);
  const client = useApolloClient();
  return useVersionedForm({
    current: record,
    reload: async () => {
      const { data } = await client.query({ query: ObituarySavedQuery, variables: { opi }, fetchPolicy: 'network-only' });
      return data?.decedent ? obituaryRecord(getFragmentData(ObituaryEditorFragment, data.decedent)) : null;
    },
    save: async (values: Values, version) => {
      const { data } = await submit({ variables: { opi, obituary: values.obituary, version }, context: { pageStates: [CONFLICT_CODE] } });
      return data ?? null;
    },
    answered: (data) => obituaryRecord(getFragmentData(ObituaryEditorFragment, data.submitObituary.decedent)),
    onSaved: (data) => {
      notifySuccess(data.submitObituary.message);
      close();
    },
    // The error link has shown the notification ('Error. Text Limit Exceeded.'); the field shows its own text.
    onError: (error) => submitErrors(error, { fallback: null }),
  });
}

/** Staff's lock switch: SetObituaryLock, with the cache told at once whether the family may edit; locking closes the editor. */
function useObituaryLock(decedent: Pick<ObituaryEditor_DecedentFragment, 'id' | 'opi'>, close: () => void) {
  const [lock, { loading: locking }] = useMutation(SetObituaryLockMutation);
  const setLocked = async (value: boolean) => {
    try {
      const { data } = await lock({
        variables: { opi: decedent.opi, locked: value },
        update(cache, { data: answer }) {
          if (!answer) return;
          cache.modify({
            id: cache.identify({ __typename: 'Decedent', id: decedent.id }),
            fields: {
              obituaryIsLocked: () => answer.setObituaryLock.obituaryIsLocked,
              obituaryStatus: (current: unknown) =>
                current && typeof current === 'object' ? { ...current, canEdit: !answer.setObituaryLock.obituaryIsLocked } : current,
            },
          });
        },
      });
      if (data) notifySuccess(data.setObituaryLock.message);
      if (value) close();
    } catch {
      // The error link has shown it.
    }
  };
  return { setLocked, locking };
}

/** The submission badge, and when and by whom the obituary was submitted. */
function SubmissionState({ status, written }: { status: Status; written: boolean }) {
  const t = useT();
  const locale = useLocale();
  const when = status?.submittedAt ? formatEditedAt(status.submittedAt as string, locale) : '';
  return (
    <Group gap="sm" mb="sm" className="obituary-editor__state">
      {status && <SubmissionBadge submitted={status.isSubmitted} written={written} />}
      {status?.submittedAt ? (
        <Text size="sm" c="stone.7">
          {status.submittedBy
            ? t(OBITUARY_TEXTS, 'submittedOnBy', { when, name: status.submittedBy })
            : t(OBITUARY_TEXTS, 'submittedOn', { when })}
        </Text>
      ) : null}
    </Group>
  );
}

/** Staff's lock switch and their locked note, or the family's lock message. */
function ObituaryLockState({
  staff,
  status,
  locked,
  locking,
  onLock,
}: {
  staff: boolean;
  status: Status;
  locked: boolean;
  locking: boolean;
  onLock: (value: boolean) => Promise<void>;
}) {
  const t = useT();
  return (
    <>
      {staff && (
        <Switch
          className="obituary-editor__lock"
          label={t(OBITUARY_TEXTS, 'lockSwitch')}
          checked={locked}
          disabled={locking}
          onChange={(event) => void onLock(event.currentTarget.checked)}
          color="sage"
          mb="md"
        />
      )}
      {!staff && status && (
        <Alert
          mb="md"
          color={locked ? 'orange' : 'sage'}
          variant="light"
          icon={locked ? <LockIcon size={18} /> : <PencilIcon size={18} />}
          data-testid="obituary-lock-message"
        >
          {t(OBITUARY_MESSAGES, locked ? 'locked' : 'unlocked')}
        </Alert>
      )}
      {staff && locked && (
        <Alert mb="md" color="orange" variant="light" icon={<LockIcon size={18} />}>
          {t(OBITUARY_MESSAGES, 'lockedForStaff')}
        </Alert>
      )}
    </>
  );
}

/** ADD/EDIT mode: the rich text (its own chunk) with the live character count, SUBMIT TO ARRANGER and CANCEL. */
function ObituaryEditForm({
  opi,
  record,
  draft,
  submitted,
  name,
  formRef,
  onCancel,
}: {
  opi: string;
  record: Versioned<Values>;
  /** A writer's draft to start from (unsaved), instead of the stored text. */
  draft: string | null;
  submitted: boolean;
  name: string;
  formRef: RefObject<FormApi<Values> | null>;
  onCancel: () => void;
}) {
  const { versioned, onSubmit } = useObituarySubmit(opi, record, onCancel);
  const t = useT();
  const stored = versioned.initialValues.obituary;
  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={validate}
      // A writer's draft is what the form opens with; the version is still the stored text's.
      initialValues={draft !== null ? { obituary: draft } : versioned.initialValues}
      initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
      keepDirtyOnReinitialize={!!versioned.conflict}
    >
      {({ handleSubmit, form, submitting, values }) => {
        formRef.current = form;
        const length = richTextLength(values.obituary ?? '');
        const over = length > OBITUARY_LIMITS.arrangement;
        // Nothing to send: the stored text, already with the arranger.
        const unchanged = (values.obituary ?? '') === stored && submitted;
        return (
          <form onSubmit={handleSubmit} noValidate aria-label={t(OBITUARY_TEXTS, 'editorLabel')}>
            <VersionedFormConflict versioned={versioned} />
            <Field<string> name="obituary">
              {({ input, meta }) => (
                <Suspense fallback={<Skeleton height={OBITUARY_LIMITS.editorHeightPx} radius="md" />}>
                  <RichTextInput
                    {...input}
                    label={t(OBITUARY_TEXTS, 'obituary')}
                    required
                    autoFocus
                    minHeight={OBITUARY_LIMITS.editorHeightPx}
                    placeholder={t(OBITUARY_TEXTS, 'placeholder', { name })}
                    // The limit shows as soon as it is passed, not only after leaving the field.
                    error={over ? t(OBITUARY_MESSAGES, 'maxLimit') : fieldError(meta)}
                  />
                </Suspense>
              )}
            </Field>
            <Text size="sm" mt={6} c={over ? 'red.8' : 'stone.7'} aria-live="polite" data-testid="obituary-count">
              {t(MEMORIAL_TEXTS, 'count', { length, max: OBITUARY_LIMITS.arrangement })}
            </Text>
            <Group mt="md" gap="sm">
              <Button
                type="submit"
                loading={submitting}
                disabled={unchanged}
                onClick={(event) => {
                  // Over the limit nothing is sent: the spec's notification, the field keeps its own message.
                  if (!over) return;
                  event.preventDefault();
                  notifyError(t(OBITUARY_MESSAGES, 'textLimitExceeded'));
                }}
              >
                {t(OBITUARY_TEXTS, 'submit')}
              </Button>
              <Button variant="default" onClick={onCancel} disabled={submitting}>
                {t(OBITUARY_TEXTS, 'cancel')}
              </Button>
            </Group>
          </form>
        );
      }}
    </Form>
  );
}

/**
 * The arrangement flow's obituary (arrangements-portal 4.1, 4.6, 5.6): view mode, then ADD/EDIT with SUBMIT
 * TO ARRANGER or CANCEL; the rich text counted as the gateway counts it (at most 50000 characters); the lock
 * messages for the family, and the lock switch for staff.
 */
export function ObituaryEditor({ decedent: ref, writer }: ObituaryEditorProps) {
  const t = useT();
  const decedent = getFragmentData(ObituaryEditorFragment, ref);
  const name = displayName(decedent);
  const stored = decedent.obituary.obituary;
  const status = decedent.obituaryStatus;
  const locked = decedent.obituaryIsLocked;
  const canEdit = !!status?.canEdit && !locked;
  const staff = !!status?.canLock;
  const [editing, setEditing] = useState(false);
  // A draft handed over before the form exists goes in as the form's first value.
  const [draft, setDraft] = useState<string | null>(null);
  const formRef = useRef<FormApi<Values> | null>(null);
  const close = () => {
    setEditing(false);
    setDraft(null);
  };
  const { setLocked, locking } = useObituaryLock(decedent, close);

  const takeDraft = useCallback(
    (html: string) => {
      if (!canEdit) return;
      if (editing && formRef.current) formRef.current.change('obituary', html);
      else {
        setDraft(html);
        setEditing(true);
      }
    },
    [canEdit, editing],
  );

  return (
    <section className="memorial-section obituary-editor" aria-labelledby="obituary-heading">
      <div className="obituary-editor__header">
        <Title order={2} id="obituary-heading" className="memorial-section__title">
          {t(OBITUARY_TEXTS, 'heading', { name })}
        </Title>
        <Group gap="sm" className="obituary-editor__tools">
          {/* The assisted obituary writer's button goes here (see ObituaryEditorProps.writer). */}
          {writer?.({ onUseDraft: takeDraft, canEdit })}
          {!editing && canEdit && (
            <Button leftSection={<PencilIcon size={16} />} onClick={() => setEditing(true)}>
              {t(OBITUARY_TEXTS, stored.trim() ? 'edit' : 'add')}
            </Button>
          )}
        </Group>
      </div>

      <SubmissionState status={status} written={!!stored.trim()} />

      <ObituaryLockState staff={staff} status={status} locked={locked} locking={locking} onLock={setLocked} />

      {editing && canEdit ? (
        <ObituaryEditForm
          opi={decedent.opi}
          record={obituaryRecord(decedent)}
          draft={draft}
          submitted={!!status?.isSubmitted}
          name={name}
          formRef={formRef}
          onCancel={close}
        />
      ) : (
        <>
          <ObituaryText html={stored} />
          <ObituaryAudio src={decedent.obituary.audioFileUrl} name={name} />
        </>
      )}
    </section>
  );
}

function SubmissionBadge({ submitted, written }: { submitted: boolean; written: boolean }) {
  const t = useT();
  if (!written)
    return (
      <Badge color="gray" variant="light">
        {t(OBITUARY_TEXTS, 'badgeNotStarted')}
      </Badge>
    );
  return submitted ? (
    <Badge color="sage" variant="light">
      {t(OBITUARY_TEXTS, 'badgeSubmitted')}
    </Badge>
  ) : (
    <Badge color="orange" variant="light">
      {t(OBITUARY_TEXTS, 'badgeNotSubmitted')}
    </Badge>
  );
}
