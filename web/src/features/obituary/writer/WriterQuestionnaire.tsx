import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Progress,
  Radio,
  Skeleton,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { Field, Form, useForm, useFormState } from 'react-final-form';
import type { FormApi } from 'final-form';
import {
  WRITER_GENDERS,
  WRITER_LENGTHS,
  WRITER_LIMITS,
  WRITER_MESSAGES,
  WRITER_RELATIONSHIP_LABELS,
  WRITER_RELATIONSHIP_NAMES,
  WRITER_TEXTS,
  WRITER_TONES,
  type Locale,
} from '@memorial/schema';
import { graphql } from '../../../gql';
import { TextAreaField, TextField } from '../../../app/fields';
import { fieldError, submitErrors } from '../../../app/forms';
import { describeError, handleError } from '../../../app/errors';
import { notifyError, notifySuccess } from '../../../app/notify';
import { useLocale, useT } from '../../../app/i18n';
import { toInput, validateValues, type WriterValues } from './answers';
import './writer.css';

export const WriterPreviewQuery = graphql(`
  query WriterPreview($opi: String!, $input: ObituaryDraftInput!, $language: String) {
    obituaryDraftPreview(opi: $opi, input: $input, language: $language) {
      generatedText
    }
  }
`);

export const SaveWriterDraftMutation = graphql(`
  mutation SaveWriterDraft($opi: String!, $input: ObituaryDraftInput!, $id: Int, $language: String) {
    saveObituaryDraft(opi: $opi, input: $input, id: $id, language: $language) {
      message
      draft {
        id
        generatedText
      }
    }
  }
`);

type StepName = 'Name' | 'Dates' | 'Family' | 'Life' | 'Character' | 'Ceremony' | 'Style' | 'Preview';
interface Step {
  /** Its texts in WRITER_TEXTS: `step${name}`, `step${name}Short`, `step${name}Intro`. */
  name: StepName;
  fields: readonly (keyof WriterValues)[];
}

/** The questionnaire, a step at a time; the answers live in one form, so nothing is lost going back and forth. */
const WRITER_STEPS: readonly Step[] = [
  { name: 'Name', fields: ['firstName', 'middleName', 'lastName', 'nickName', 'gender'] },
  { name: 'Dates', fields: ['dateOfBirth', 'dateOfDeath', 'dateOfCeremony', 'birthplace', 'placeLived', 'education'] },
  { name: 'Family', fields: ['familyMembers'] },
  { name: 'Life', fields: ['lifeMoments', 'achievements', 'deathCause'] },
  { name: 'Character', fields: ['personalityTraits', 'hobbies', 'memories'] },
  { name: 'Ceremony', fields: ['ceremonyDetails', 'memorableQuote'] },
  { name: 'Style', fields: ['writingTone', 'length'] },
  { name: 'Preview', fields: [] },
];
const PREVIEW = WRITER_STEPS.length - 1;

/** The step that shows a field (errors of "familyMembers.0.name" belong to Family). */
const stepOf = (field: string) =>
  Math.max(
    0,
    WRITER_STEPS.findIndex((s) => s.fields.some((f) => field === f || field.startsWith(`${f}.`) || field.startsWith(`${f}[`))),
  );

/** Field names with an error, flattened ("familyMembers.0.name"). */
function errorPaths(errors: unknown, prefix = ''): string[] {
  if (!errors || typeof errors !== 'object') return errors ? [prefix] : [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([k, v]) => errorPaths(v, prefix ? `${prefix}.${k}` : k));
}

export interface WriterQuestionnaireProps {
  opi: string;
  initialValues: WriterValues;
  /** The saved draft these answers came from: saving replaces it. */
  draftId?: number | null;
  /** The language the obituary is composed in: the saved draft's; a new draft's is the screen's when it opens. */
  language?: Locale;
  onUseDraft: (html: string) => void;
  /** After a save, with the draft's id (the list of drafts is refreshed). */
  onSaved?: (id: number) => void;
}

export function WriterQuestionnaire({
  opi,
  initialValues,
  draftId: initialDraftId = null,
  onUseDraft,
  onSaved,
  ...props
}: WriterQuestionnaireProps) {
  const [draftId, setDraftId] = useState<number | null>(initialDraftId);
  const locale = useLocale();
  // Fixed when it opens: switching the screen's language later does not change what this draft is written in.
  const [language] = useState<Locale>(props.language ?? locale);
  const [save] = useMutation(SaveWriterDraftMutation, { refetchQueries: ['WriterLauncher'], context: { silent: true } });
  const t = useT();

  const onSubmit = async (values: WriterValues, form: FormApi<WriterValues>) => {
    try {
      const { data } = await save({ variables: { opi, input: toInput(values), id: draftId, language } });
      if (!data) throw new Error('no data');
      setDraftId(data.saveObituaryDraft.draft.id);
      notifySuccess(data.saveObituaryDraft.message);
      form.initialize(values);
      onSaved?.(data.saveObituaryDraft.draft.id);
      return undefined;
    } catch (error) {
      const { code, message } = describeError(error);
      // A session or access problem opens its dialog; a refused answer is named; anything else is the writer's "try again".
      if (code === 'UNAUTHENTICATED' || code === 'SESSION_EXPIRED' || code === 'FORBIDDEN') {
        handleError(error);
        return undefined;
      }
      if (code === 'BAD_USER_INPUT') {
        notifyError(message);
        return submitErrors(error, { fallback: t(WRITER_MESSAGES, 'saveFailed') });
      }
      notifyError(t(WRITER_MESSAGES, 'saveFailed'));
      return undefined;
    }
  };

  return (
    <Form<WriterValues> onSubmit={onSubmit} initialValues={initialValues} validate={validateValues} subscription={{ submitting: true }}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t(WRITER_TEXTS, 'questions')}>
          <Steps opi={opi} language={language} onUseDraft={onUseDraft} saved={draftId !== null} />
        </form>
      )}
    </Form>
  );
}

interface StepsProps {
  opi: string;
  language: Locale;
  onUseDraft: (html: string) => void;
  saved: boolean;
}

function Steps({ opi, language, onUseDraft, saved }: StepsProps) {
  const form = useForm<WriterValues>();
  const { errors, submitting, dirty } = useFormState<WriterValues>({ subscription: { errors: true, submitting: true, dirty: true } });
  const [active, setActive] = useState(0);
  /** The composed draft the preview shows, once the gateway answered for the current answers. */
  const [preview, setPreview] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const t = useT();
  const step = WRITER_STEPS[active]!;

  /** Shows the errors of a step's fields (touched) and answers whether it has any. */
  const stepHasErrors = (index: number) => {
    const paths = errorPaths(errors).filter((p) => stepOf(p) === index);
    for (const p of paths) {
      const name = p.replace(/\.(\d+)\./g, '[$1].');
      form.focus(name as keyof WriterValues);
      form.blur(name as keyof WriterValues);
    }
    return paths.length > 0;
  };
  const go = (index: number) => {
    // Forward past a step only when its answers are fine; back always.
    if (index > active && stepHasErrors(active)) return;
    setActive(index);
    window.requestAnimationFrame(() => document.getElementById('writer-step-title')?.focus());
  };

  return (
    <Stack gap="lg">
      {phone ? (
        <Box>
          <Text size="sm" c="dimmed">
            {t(WRITER_TEXTS, 'stepOf', { step: active + 1, count: WRITER_STEPS.length })}
          </Text>
          <Progress value={((active + 1) / WRITER_STEPS.length) * 100} aria-hidden size="sm" mt={4} />
        </Box>
      ) : (
        <Stepper active={active} onStepClick={(i) => go(i)} size="xs" aria-label={t(WRITER_TEXTS, 'steps')} className="writer-stepper">
          {WRITER_STEPS.map((s) => (
            <Stepper.Step key={s.name} label={t(WRITER_TEXTS, `step${s.name}Short`)} />
          ))}
        </Stepper>
      )}
      <Box>
        <Title order={3} id="writer-step-title" tabIndex={-1} className="writer-step-title">
          {t(WRITER_TEXTS, `step${step.name}`)}
        </Title>
        <Text c="dimmed" mt={4}>
          {t(WRITER_TEXTS, `step${step.name}Intro`)}
        </Text>
      </Box>
      <Box className="writer-fields">
        {/* Every step stays mounted (hidden when not shown): its fields stay registered, so no answer is ever dropped. */}
        {[NameStep, DatesStep, FamilyStep, LifeStep, CharacterStep, CeremonyStep, StyleStep].map((StepFields, i) => (
          <Box key={WRITER_STEPS[i]!.name} hidden={active !== i}>
            <StepFields />
          </Box>
        ))}
        {active === PREVIEW && <PreviewStep opi={opi} language={language} onReady={setPreview} onFix={(i) => setActive(i)} />}
      </Box>
      <Group justify="space-between" className="writer-nav">
        <Button variant="default" size="md" onClick={() => go(active - 1)} disabled={active === 0}>
          {t(WRITER_TEXTS, 'back')}
        </Button>
        {active < PREVIEW ? (
          <Button size="md" onClick={() => go(active + 1)}>
            {t(WRITER_TEXTS, active === PREVIEW - 1 ? 'seeDraft' : 'next')}
          </Button>
        ) : (
          <Group gap="sm" className="writer-nav-end">
            <Button size="md" variant="default" disabled={!preview} onClick={() => preview && onUseDraft(preview)}>
              {t(WRITER_TEXTS, 'useDraft')}
            </Button>
            <Button size="md" type="submit" loading={submitting} disabled={!preview || (saved && !dirty)}>
              {t(WRITER_TEXTS, saved && !dirty ? 'draftSaved' : 'saveDraft')}
            </Button>
          </Group>
        )}
      </Group>
    </Stack>
  );
}

function NameStep() {
  const t = useT();
  return (
    <Stack>
      <TextField name="firstName" label={t(WRITER_TEXTS, 'firstName')} required maxLength={WRITER_LIMITS.name} autoComplete="off" />
      <TextField name="middleName" label={t(WRITER_TEXTS, 'middleName')} maxLength={WRITER_LIMITS.name} />
      <TextField name="lastName" label={t(WRITER_TEXTS, 'lastName')} maxLength={WRITER_LIMITS.name} />
      <TextField
        name="nickName"
        label={t(WRITER_TEXTS, 'nickName')}
        description={t(WRITER_TEXTS, 'nickNameHint')}
        maxLength={WRITER_LIMITS.name}
      />
      <ChoiceField
        name="gender"
        label={t(WRITER_TEXTS, 'gender')}
        description={t(WRITER_TEXTS, 'genderHint')}
        options={WRITER_GENDERS.map((g) => ({ value: g, label: t(WRITER_TEXTS, g) }))}
        inline
      />
    </Stack>
  );
}

function DatesStep() {
  const t = useT();
  return (
    <Stack>
      <Group grow align="flex-start" className="writer-dates">
        <TextField name="dateOfBirth" label={t(WRITER_TEXTS, 'dateOfBirth')} type="date" />
        <TextField name="dateOfDeath" label={t(WRITER_TEXTS, 'dateOfDeath')} type="date" />
      </Group>
      <TextField name="dateOfCeremony" label={t(WRITER_TEXTS, 'dateOfCeremony')} type="date" />
      <TextField
        name="birthplace"
        label={t(WRITER_TEXTS, 'birthplace')}
        placeholder={t(WRITER_TEXTS, 'birthplaceExample')}
        maxLength={WRITER_LIMITS.text}
      />
      <TextAreaField
        name="placeLived"
        label={t(WRITER_TEXTS, 'placeLived')}
        description={t(WRITER_TEXTS, 'placeLivedHint')}
        placeholder={t(WRITER_TEXTS, 'placeLivedExample')}
      />
      <TextAreaField
        name="education"
        label={t(WRITER_TEXTS, 'education')}
        description={t(WRITER_TEXTS, 'educationHint')}
        placeholder={t(WRITER_TEXTS, 'educationExample')}
      />
    </Stack>
  );
}

function FamilyStep() {
  const form = useForm<WriterValues>();
  const t = useT();
  const { values } = useFormState<WriterValues>({ subscription: { values: true } });
  const members = values.familyMembers ?? [];
  const add = () => form.change('familyMembers', [...members, { name: '', relationship: '', isDeceased: false }]);
  const remove = (index: number) =>
    form.change(
      'familyMembers',
      members.filter((_, i) => i !== index),
    );
  const relationships = [
    { value: '', label: t(WRITER_TEXTS, 'select') },
    ...WRITER_RELATIONSHIP_NAMES.map((r) => ({ value: r, label: t(WRITER_RELATIONSHIP_LABELS, r) })),
  ];
  return (
    <Stack>
      {members.length === 0 && <Text c="dimmed">{t(WRITER_TEXTS, 'noMembers')}</Text>}
      {members.map((_, i) => (
        <Paper key={i} withBorder p="md" radius="md" className="writer-member">
          <fieldset className="writer-member-fields">
            <legend className="writer-member-legend">{t(WRITER_TEXTS, 'member', { number: i + 1 })}</legend>
            <Stack gap="sm">
              <Field<string> name={`familyMembers[${i}].name`}>
                {({ input, meta }) => (
                  <TextInput {...input} label={t(WRITER_TEXTS, 'memberName')} size="md" maxLength={100} error={fieldError(meta)} />
                )}
              </Field>
              <Field<string> name={`familyMembers[${i}].relationship`}>
                {({ input, meta }) => (
                  <NativeSelect
                    {...input}
                    label={t(WRITER_TEXTS, 'relationship')}
                    size="md"
                    error={fieldError(meta)}
                    data={relationships}
                  />
                )}
              </Field>
              <Field<boolean> name={`familyMembers[${i}].isDeceased`} type="checkbox">
                {({ input }) => (
                  <Checkbox checked={!!input.checked} onChange={input.onChange} name={input.name} label={t(WRITER_TEXTS, 'isDeceased')} />
                )}
              </Field>
              <Group justify="flex-end">
                <Button variant="subtle" color="red.9" onClick={() => remove(i)}>
                  {t(WRITER_TEXTS, 'removeMember', { number: i + 1 })}
                </Button>
              </Group>
            </Stack>
          </fieldset>
        </Paper>
      ))}
      <Button variant="light" size="md" onClick={add} disabled={members.length >= WRITER_LIMITS.familyMembers}>
        {t(WRITER_TEXTS, 'addMember')}
      </Button>
    </Stack>
  );
}

/** A list answer, one a line: its label and hint are WRITER_TEXTS' `name` and `${name}Hint`. */
function ListField({ name }: { name: 'lifeMoments' | 'achievements' | 'personalityTraits' | 'hobbies' | 'memories' }) {
  const t = useT();
  return <TextAreaField name={name} label={t(WRITER_TEXTS, name)} description={t(WRITER_TEXTS, `${name}Hint`)} />;
}

function LifeStep() {
  const t = useT();
  return (
    <Stack>
      <ListField name="lifeMoments" />
      <ListField name="achievements" />
      <TextField
        name="deathCause"
        label={t(WRITER_TEXTS, 'deathCause')}
        placeholder={t(WRITER_TEXTS, 'deathCauseExample')}
        maxLength={WRITER_LIMITS.text}
      />
    </Stack>
  );
}

function CharacterStep() {
  return (
    <Stack>
      <ListField name="personalityTraits" />
      <ListField name="hobbies" />
      <ListField name="memories" />
    </Stack>
  );
}

function CeremonyStep() {
  const t = useT();
  return (
    <Stack>
      <TextAreaField
        name="ceremonyDetails"
        label={t(WRITER_TEXTS, 'ceremonyDetails')}
        description={t(WRITER_TEXTS, 'ceremonyDetailsHint')}
        maxLength={WRITER_LIMITS.ceremony}
      />
      <TextAreaField
        name="memorableQuote"
        label={t(WRITER_TEXTS, 'memorableQuote')}
        description={t(WRITER_TEXTS, 'memorableQuoteHint')}
        maxLength={WRITER_LIMITS.quote}
      />
    </Stack>
  );
}

function StyleStep() {
  const t = useT();
  return (
    <Stack gap="xl">
      <ChoiceField
        name="writingTone"
        label={t(WRITER_TEXTS, 'writingTone')}
        options={WRITER_TONES.map((v) => ({ value: v, label: t(WRITER_TEXTS, v), description: t(WRITER_TEXTS, `${v}Hint`) }))}
      />
      <ChoiceField
        name="length"
        label={t(WRITER_TEXTS, 'length')}
        options={WRITER_LENGTHS.map((v) => ({ value: v, label: t(WRITER_TEXTS, v), description: t(WRITER_TEXTS, `${v}Hint`) }))}
      />
    </Stack>
  );
}

function ChoiceField({
  name,
  label,
  description,
  options,
  inline,
}: {
  name: string;
  label: string;
  description?: string;
  options: { value: string; label: string; description?: string }[];
  inline?: boolean;
}) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <Radio.Group
          name={name}
          label={label}
          description={description}
          value={input.value}
          onChange={input.onChange}
          error={fieldError(meta)}
          size="md"
        >
          {inline ? (
            <Group mt="xs">
              {options.map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} size="md" />
              ))}
            </Group>
          ) : (
            <Stack mt="xs" gap="sm">
              {options.map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} description={o.description} size="md" />
              ))}
            </Stack>
          )}
        </Radio.Group>
      )}
    </Field>
  );
}

interface PreviewProps {
  opi: string;
  language: Locale;
  onReady: (html: string | null) => void;
  onFix: (step: number) => void;
}

function PreviewStep({ opi, language, onReady, onFix }: PreviewProps) {
  const { values, errors } = useFormState<WriterValues>({ subscription: { values: true, errors: true } });
  const t = useT();
  const input = useMemo(() => toInput(values), [values]);
  const invalid = errorPaths(errors);
  const { data, loading, error } = useQuery(WriterPreviewQuery, {
    variables: { opi, input, language },
    skip: invalid.length > 0,
    fetchPolicy: 'network-only',
    context: { silent: true },
  });
  const ready = !invalid.length && !loading ? (data?.obituaryDraftPreview.generatedText ?? null) : null;
  useEffect(() => {
    onReady(ready);
    return () => onReady(null);
  }, [ready, onReady]);
  if (invalid.length) {
    const first = invalid[0]!;
    return (
      <Alert color="red" title={t(WRITER_TEXTS, 'needsALook')}>
        <Text>{String(first.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], errors))}</Text>
        <Button mt="sm" variant="light" onClick={() => onFix(stepOf(first))}>
          {t(WRITER_TEXTS, 'goTo', { step: t(WRITER_TEXTS, `step${WRITER_STEPS[stepOf(first)]!.name}`) })}
        </Button>
      </Alert>
    );
  }
  if (error) return <Alert color="red">{describeError(error).message ?? t(WRITER_MESSAGES, 'fetchFailed')}</Alert>;
  if (loading || !data) return <Skeleton height={240} radius="md" aria-label={t(WRITER_TEXTS, 'writing')} />;
  const html = data.obituaryDraftPreview.generatedText;
  return (
    // The gateway's composition: its own paragraphs around escaped answers.
    <Paper
      withBorder
      p="lg"
      radius="md"
      className="writer-preview"
      aria-label={t(WRITER_TEXTS, 'draft')}
      role="region"
      tabIndex={0}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
