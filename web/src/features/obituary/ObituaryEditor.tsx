import { lazy, Suspense, useCallback, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert, Badge, Button, Group, Skeleton, Switch, Text, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { Field, Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { OBITUARY_LIMITS, OBITUARY_MESSAGES, obituaryRule, richTextLength } from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { ObituaryEditor_DecedentFragment } from '../../gql/graphql';
import { displayName } from '../../app/decedentName';
import { fieldError, submitErrors, validateWith } from '../../app/forms';
import { formatEditedAt } from '../../app/arrangement/format';
import { LockIcon, PencilIcon } from '../../app/icons';
import { notifyError, notifySuccess } from '../../app/notify';
import { ObituaryAudio, ObituaryText } from '../../app/memorial/ObituarySection';

// The TipTap editor is its own chunk: only those who edit download it.
const RichTextInput = lazy(() => import('../../app/RichTextInput').then((m) => ({ default: m.RichTextInput })));

export const ObituaryEditorFragment = graphql(`
  fragment ObituaryEditor_decedent on Decedent {
    id
    opi
    obituaryIsLocked
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
  mutation SubmitObituary($opi: String!, $obituary: String!) {
    submitObituary(opi: $opi, obituary: $obituary) {
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
  return (
    <Group gap="sm" mb="sm" className="obituary-editor__state">
      {status && <SubmissionBadge submitted={status.isSubmitted} written={written} />}
      {status?.submittedAt ? (
        <Text size="sm" c="stone.7">
          Submitted {formatEditedAt(status.submittedAt as string)}
          {status.submittedBy ? ` by ${status.submittedBy}` : ''}
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
  return (
    <>
      {staff && (
        <Switch
          className="obituary-editor__lock"
          label="Lock the obituary (the family cannot edit it)"
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
          {locked ? OBITUARY_MESSAGES.locked : OBITUARY_MESSAGES.unlocked}
        </Alert>
      )}
      {staff && locked && (
        <Alert mb="md" color="orange" variant="light" icon={<LockIcon size={18} />}>
          {OBITUARY_MESSAGES.lockedForStaff}
        </Alert>
      )}
    </>
  );
}

/** ADD/EDIT mode: the rich text (its own chunk) with the live character count, SUBMIT TO ARRANGER and CANCEL. */
function ObituaryEditForm({
  onSubmit,
  initial,
  stored,
  submitted,
  name,
  formRef,
  onCancel,
}: {
  onSubmit: (values: Values) => Promise<ReturnType<typeof submitErrors> | undefined>;
  initial: string;
  stored: string;
  submitted: boolean;
  name: string;
  formRef: RefObject<FormApi<Values> | null>;
  onCancel: () => void;
}) {
  return (
    <Form<Values> onSubmit={onSubmit} validate={validate} initialValues={{ obituary: initial }}>
      {({ handleSubmit, form, submitting, values }) => {
        formRef.current = form;
        const length = richTextLength(values.obituary ?? '');
        const over = length > OBITUARY_LIMITS.arrangement;
        // Nothing to send: the stored text, already with the arranger.
        const unchanged = (values.obituary ?? '') === stored && submitted;
        return (
          <form onSubmit={handleSubmit} noValidate aria-label="Obituary editor">
            <Field<string> name="obituary">
              {({ input, meta }) => (
                <Suspense fallback={<Skeleton height={OBITUARY_LIMITS.editorHeightPx} radius="md" />}>
                  <RichTextInput
                    {...input}
                    label="Obituary"
                    required
                    autoFocus
                    minHeight={OBITUARY_LIMITS.editorHeightPx}
                    placeholder={`Write the obituary for ${name}…`}
                    // The limit shows as soon as it is passed, not only after leaving the field.
                    error={over ? OBITUARY_MESSAGES.maxLimit : fieldError(meta)}
                  />
                </Suspense>
              )}
            </Field>
            <Text size="sm" mt={6} c={over ? 'red.8' : 'stone.7'} aria-live="polite" data-testid="obituary-count">
              {length.toLocaleString('en-US')} / {OBITUARY_LIMITS.arrangement.toLocaleString('en-US')} characters
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
                  notifyError(OBITUARY_MESSAGES.textLimitExceeded);
                }}
              >
                SUBMIT TO ARRANGER
              </Button>
              <Button variant="default" onClick={onCancel} disabled={submitting}>
                CANCEL
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
  const [submit] = useMutation(SubmitObituaryMutation);
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

  const onSubmit = async (values: Values) => {
    try {
      const { data } = await submit({ variables: { opi: decedent.opi, obituary: values.obituary } });
      if (data) notifySuccess(data.submitObituary.message);
      close();
      return undefined;
    } catch (error) {
      // The error link has shown the notification ('Error. Text Limit Exceeded.'); the field shows its own text.
      return submitErrors(error, { fallback: null });
    }
  };

  return (
    <section className="memorial-section obituary-editor" aria-labelledby="obituary-heading">
      <div className="obituary-editor__header">
        <Title order={2} id="obituary-heading" className="memorial-section__title">
          The Obituary for {name}
        </Title>
        <Group gap="sm" className="obituary-editor__tools">
          {/* The assisted obituary writer's button goes here (see ObituaryEditorProps.writer). */}
          {writer?.({ onUseDraft: takeDraft, canEdit })}
          {!editing && canEdit && (
            <Button leftSection={<PencilIcon size={16} />} onClick={() => setEditing(true)}>
              {stored.trim() ? 'EDIT' : 'ADD'}
            </Button>
          )}
        </Group>
      </div>

      <SubmissionState status={status} written={!!stored.trim()} />

      <ObituaryLockState staff={staff} status={status} locked={locked} locking={locking} onLock={setLocked} />

      {editing && canEdit ? (
        <ObituaryEditForm
          onSubmit={onSubmit}
          initial={draft ?? stored}
          stored={stored}
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
  if (!written)
    return (
      <Badge color="gray" variant="light">
        Not started
      </Badge>
    );
  return submitted ? (
    <Badge color="sage" variant="light">
      Submitted to arranger
    </Badge>
  ) : (
    <Badge color="orange" variant="light">
      Not submitted
    </Badge>
  );
}
