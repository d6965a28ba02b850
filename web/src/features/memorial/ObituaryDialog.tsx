import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Field, Form } from 'react-final-form';
import {
  MEMORIAL_DIALOG_TEXTS,
  MEMORIAL_TEXTS,
  MESSAGES,
  OBITUARY_LIMITS,
  OBITUARY_MESSAGES,
  lifeOfRule,
  richTextLength,
} from '@memorial/schema';
import { useLocale, useT } from '../../app/i18n';
import { LazyModal } from '../../app/LazyModal';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { displayName } from '../../app/decedentName';
import { lifeSpanOf } from '../../app/LifeDates';
import { fieldError, submitErrors, validateWith } from '../../app/forms';
import { LockIcon, PencilIcon } from '../../app/icons';
import { notifySuccess } from '../../app/notify';
import { useSession } from '../../app/session';
import { ObituaryAudio } from '../../app/memorial/ObituarySection';
import { VersionedFormConflict } from '../../app/conflict/ConflictPanel';
import { CONFLICT_CODE, type Versioned } from '../../app/conflict/useSaveConflict';
import { useVersionedForm } from '../../app/conflict/useVersionedForm';

// The TipTap editor is its own chunk: visitors never download it.
const RichTextInput = lazy(() => import('../../app/RichTextInput').then((m) => ({ default: m.RichTextInput })));

export const ObituaryDialogFragment = graphql(`
  fragment ObituaryDialog_decedent on Decedent {
    id
    opi
    hasAccess
    obituaryIsLocked
    lifeOfTitle
    lifeOfDescription
    obituary {
      obituary
      audioFileUrl
    }
    ...DisplayName_decedent
    ...LifeDates_decedent
  }
`);

const SaveLifeOfMutation = graphql(`
  mutation SaveLifeOf($opi: String!, $input: LifeOfInput!, $version: Int) {
    saveLifeOf(opi: $opi, input: $input, version: $version) {
      changed
      message
      decedent {
        id
        obituaryVersion
        lifeOfTitle
        lifeOfDescription
        obituary {
          obituary
          description
        }
      }
    }
  }
`);

/** What the edit form starts from, read when editing starts (visitors' page reads no version). */
const ObituaryEditQuery = graphql(`
  query ObituaryEdit($opi: String!) {
    decedent(opi: $opi) {
      id
      obituaryVersion
      lifeOfTitle
      lifeOfDescription
      obituary {
        obituary
      }
    }
  }
`);

export interface ObituaryDialogProps {
  decedent: FragmentType<typeof ObituaryDialogFragment>;
  opened: boolean;
  onClose: () => void;
}

type Values = { obituary: string; lifeOfTitle: string; lifeOfDescription: string };
const validate = validateWith(lifeOfRule);

/** The obituary with its life-of headline and description as the form edits them, and their version (one record). */
const lifeOfRecord = (d: {
  obituaryVersion: number;
  lifeOfTitle?: string | null;
  lifeOfDescription?: string | null;
  obituary: { obituary: string };
}): Versioned<Values> => ({
  values: { obituary: d.obituary.obituary, lifeOfTitle: d.lifeOfTitle ?? '', lifeOfDescription: d.lifeOfDescription ?? '' },
  version: d.obituaryVersion,
});

/** Saves the dialog with the version it was opened at; a conflict shows the saved texts beside the person's. */
function useLifeOfForm(opi: string, record: Versioned<Values>, onSaved: () => void) {
  const [save] = useMutation(SaveLifeOfMutation);
  const client = useApolloClient();
  return useVersionedForm({
    current: record,
    reload: async () => {
      const { data } = await client.query({ query: ObituaryEditQuery, variables: { opi }, fetchPolicy: 'network-only' });
      return data?.decedent ? lifeOfRecord(data.decedent) : null;
    },
    save: async (values: Values, version) => {
      const input = { obituary: values.obituary, lifeOfTitle: values.lifeOfTitle ?? '', lifeOfDescription: values.lifeOfDescription ?? '' };
      const { data } = await save({ variables: { opi, input, version }, context: { pageStates: [CONFLICT_CODE] } });
      return data ?? null;
    },
    answered: (data) => lifeOfRecord(data.saveLifeOf.decedent),
    onSaved: (data) => {
      notifySuccess(data.saveLifeOf.message);
      onSaved();
    },
    // The error link has shown the notification; the fields show their own texts.
    onError: (error) => submitErrors(error, { fallback: null }),
  });
}

/** 'n / max characters', red past the limit. */
function Count({ length, max, id }: { length: number; max: number; id: string }) {
  const t = useT();
  return (
    <Text id={id} size="xs" mt={4} c={length > max ? 'red.8' : 'stone.7'} aria-live="polite">
      {t(MEMORIAL_TEXTS, 'count', { length, max })}
    </Text>
  );
}
const characters = (s: string | undefined) => [...(s ?? '')].length;

/** The life-of headline, with its count of characters. */
function HeadlineField({ values }: { values: Partial<Values> }) {
  const t = useT();
  return (
    <Field<string> name="lifeOfTitle">
      {({ input, meta }) => (
        <div>
          <TextInput
            {...input}
            label={t(MEMORIAL_DIALOG_TEXTS, 'headline')}
            aria-describedby="life-of-title-count"
            error={characters(values.lifeOfTitle) > OBITUARY_LIMITS.lifeOfTitle ? t(OBITUARY_MESSAGES, 'lifeOfTitleMax') : fieldError(meta)}
          />
          <Count id="life-of-title-count" length={characters(values.lifeOfTitle)} max={OBITUARY_LIMITS.lifeOfTitle} />
        </div>
      )}
    </Field>
  );
}

/** The obituary in the rich-text editor (loaded when first shown), with its count of characters. */
function ObituaryField({ values }: { values: Partial<Values> }) {
  const t = useT();
  return (
    <Field<string> name="obituary">
      {({ input, meta }) => {
        const length = richTextLength(values.obituary ?? '');
        return (
          <div>
            <Suspense fallback={<Skeleton height={OBITUARY_LIMITS.editorHeightPx} radius="md" />}>
              <RichTextInput
                {...input}
                label={t(MEMORIAL_DIALOG_TEXTS, 'obituaryLabel')}
                required
                minHeight={240}
                error={length > OBITUARY_LIMITS.website ? t(OBITUARY_MESSAGES, 'maxLimit') : fieldError(meta)}
              />
            </Suspense>
            <Count id="obituary-dialog-count" length={length} max={OBITUARY_LIMITS.website} />
          </div>
        );
      }}
    </Field>
  );
}

/** The life story, with its count of characters. */
function LifeStoryField({ values }: { values: Partial<Values> }) {
  const t = useT();
  return (
    <Field<string> name="lifeOfDescription">
      {({ input, meta }) => (
        <div>
          <Textarea
            {...input}
            label={t(MEMORIAL_DIALOG_TEXTS, 'lifeStoryLabel')}
            autosize
            minRows={4}
            maxRows={12}
            aria-describedby="life-of-description-count"
            error={
              characters(values.lifeOfDescription) > OBITUARY_LIMITS.lifeOfDescription
                ? t(OBITUARY_MESSAGES, 'lifeOfDescriptionMax')
                : fieldError(meta)
            }
          />
          <Count id="life-of-description-count" length={characters(values.lifeOfDescription)} max={OBITUARY_LIMITS.lifeOfDescription} />
        </div>
      )}
    </Field>
  );
}

/** The family's form: headline, obituary and life story, each with its limit; Save once changed, or Cancel. */
function ObituaryEditForm({
  opi,
  record,
  onSaved,
  onCancel,
}: {
  opi: string;
  record: Versioned<Values>;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { versioned, onSubmit } = useLifeOfForm(opi, record, onSaved);
  const t = useT();
  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={versioned.initialValues}
      initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
      keepDirtyOnReinitialize={!!versioned.conflict}
    >
      {({ handleSubmit, submitting, values, pristine }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t(MEMORIAL_DIALOG_TEXTS, 'editObituaryForm')}>
          <Stack gap="md">
            <VersionedFormConflict versioned={versioned} />
            <HeadlineField values={values} />
            <ObituaryField values={values} />
            <LifeStoryField values={values} />
            <Group gap="sm">
              <Button type="submit" loading={submitting} disabled={pristine}>
                {t(MEMORIAL_DIALOG_TEXTS, 'save')}
              </Button>
              <Button variant="default" onClick={onCancel} disabled={submitting}>
                {t(MEMORIAL_TEXTS, 'cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Form>
  );
}

/** The edit form, once what it edits has been read from the gateway with its version. */
function ObituaryEditor({ opi, onDone }: { opi: string; onDone: () => void }) {
  const { data } = useQuery(ObituaryEditQuery, { variables: { opi }, fetchPolicy: 'network-only' });
  if (!data) return <Skeleton height={OBITUARY_LIMITS.editorHeightPx} radius="md" />;
  return <ObituaryEditForm opi={opi} record={lifeOfRecord(data.decedent)} onSaved={onDone} onCancel={onDone} />;
}

/**
 * The whole obituary in a dialog, opened from the actions list. Anonymous viewers see the rendered obituary and
 * the audio only (arrangements-portal 4.6); the signed-in family with access edits the obituary (at most 20000
 * characters), the life-of headline (254) and description (10000) here unless the obituary is locked (memorial-portal 4, 5).
 */
export function ObituaryDialog({ decedent: ref, opened, onClose }: ObituaryDialogProps) {
  const decedent = getFragmentData(ObituaryDialogFragment, ref);
  const { role } = useSession();
  const phone = useMediaQuery('(max-width: 567px)');
  const [editing, setEditing] = useState(false);
  const name = displayName(decedent);
  const html = decedent.obituary.obituary;
  const family = !!role && decedent.hasAccess;
  const canEdit = family && !decedent.obituaryIsLocked;
  const t = useT();
  const locale = useLocale();

  const close = () => {
    setEditing(false);
    onClose();
  };

  return (
    <LazyModal opened={opened} onClose={close} title={t(MEMORIAL_DIALOG_TEXTS, 'obituaryOf', { name })} size="xl" fullScreen={!!phone}>
      <Text c="stone.7" mb="md" className="obituary-dialog__dates">
        {lifeSpanOf(decedent, locale)}
      </Text>
      {family && decedent.obituaryIsLocked && (
        <Alert mb="md" color="orange" variant="light" icon={<LockIcon size={18} />}>
          {t(OBITUARY_MESSAGES, 'locked')}
        </Alert>
      )}
      {editing && canEdit ? (
        <ObituaryEditor opi={decedent.opi} onDone={() => setEditing(false)} />
      ) : (
        <>
          {html.trim() ? (
            // Sanitised by the gateway; the only field rendered as HTML.
            <div className="obituary-text" dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <Text>{t(MESSAGES, 'obituaryUnavailable')}</Text>
          )}
          <ObituaryAudio src={decedent.obituary.audioFileUrl} name={name} />
          {canEdit && (
            <Button mt="lg" leftSection={<PencilIcon size={16} />} onClick={() => setEditing(true)}>
              {t(MEMORIAL_DIALOG_TEXTS, 'editObituary')}
            </Button>
          )}
        </>
      )}
    </LazyModal>
  );
}
