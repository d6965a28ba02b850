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
  WRITER_GENDER_LABELS,
  WRITER_GENDERS,
  WRITER_LENGTH_LABELS,
  WRITER_LENGTHS,
  WRITER_LIMITS,
  WRITER_MESSAGES,
  WRITER_RELATIONSHIP_NAMES,
  WRITER_TONE_LABELS,
  WRITER_TONES,
} from '@memorial/schema';
import { graphql } from '../../../gql';
import { TextAreaField, TextField } from '../../../app/fields';
import { fieldError, submitErrors } from '../../../app/forms';
import { describeError, handleError } from '../../../app/errors';
import { notifyError, notifySuccess } from '../../../app/notify';
import { toInput, validateValues, type WriterValues } from './answers';
import './writer.css';

export const WriterPreviewQuery = graphql(`
  query WriterPreview($opi: String!, $input: ObituaryDraftInput!) {
    obituaryDraftPreview(opi: $opi, input: $input) {
      generatedText
    }
  }
`);

export const SaveWriterDraftMutation = graphql(`
  mutation SaveWriterDraft($opi: String!, $input: ObituaryDraftInput!, $id: Int) {
    saveObituaryDraft(opi: $opi, input: $input, id: $id) {
      message
      draft {
        id
        generatedText
      }
    }
  }
`);

interface Step {
  label: string;
  short: string;
  intro: string;
  fields: readonly (keyof WriterValues)[];
}

/** The questionnaire, a step at a time; the answers live in one form, so nothing is lost going back and forth. */
export const WRITER_STEPS: readonly Step[] = [
  { label: 'Name', short: 'Name', intro: 'Who are we remembering?', fields: ['firstName', 'middleName', 'lastName', 'nickName', 'gender'] },
  {
    label: 'Dates and places',
    short: 'Dates',
    intro: 'The dates to write out, and the places of a life.',
    fields: ['dateOfBirth', 'dateOfDeath', 'dateOfCeremony', 'birthplace', 'placeLived', 'education'],
  },
  {
    label: 'Family',
    short: 'Family',
    intro: 'Family members to name: those who survive, and those who went before.',
    fields: ['familyMembers'],
  },
  {
    label: 'Life story',
    short: 'Life',
    intro: 'The moments and achievements of a life.',
    fields: ['lifeMoments', 'achievements', 'deathCause'],
  },
  {
    label: 'Character',
    short: 'Character',
    intro: 'Who they were, and what people will remember.',
    fields: ['personalityTraits', 'hobbies', 'memories'],
  },
  { label: 'Ceremony', short: 'Ceremony', intro: 'The service, and words to remember.', fields: ['ceremonyDetails', 'memorableQuote'] },
  {
    label: 'Tone and length',
    short: 'Style',
    intro: 'How the obituary should sound, and how much it should say.',
    fields: ['writingTone', 'length'],
  },
  { label: 'Preview', short: 'Preview', intro: 'The draft written from your answers. Go back to change any answer.', fields: [] },
];
const PREVIEW = WRITER_STEPS.length - 1;
const ONE_PER_LINE = 'One per line.';

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
  onUseDraft: (html: string) => void;
  /** After a save, with the draft's id (the list of drafts is refreshed). */
  onSaved?: (id: number) => void;
}

export function WriterQuestionnaire({ opi, initialValues, draftId: initialDraftId = null, onUseDraft, onSaved }: WriterQuestionnaireProps) {
  const [draftId, setDraftId] = useState<number | null>(initialDraftId);
  const [save] = useMutation(SaveWriterDraftMutation, { refetchQueries: ['WriterLauncher'], context: { silent: true } });

  const onSubmit = async (values: WriterValues, form: FormApi<WriterValues>) => {
    try {
      const { data } = await save({ variables: { opi, input: toInput(values), id: draftId } });
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
        return submitErrors(error, { fallback: WRITER_MESSAGES.saveFailed });
      }
      notifyError(WRITER_MESSAGES.saveFailed);
      return undefined;
    }
  };

  return (
    <Form<WriterValues> onSubmit={onSubmit} initialValues={initialValues} validate={validateValues} subscription={{ submitting: true }}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Obituary writer questions">
          <Steps opi={opi} onUseDraft={onUseDraft} saved={draftId !== null} />
        </form>
      )}
    </Form>
  );
}

function Steps({ opi, onUseDraft, saved }: { opi: string; onUseDraft: (html: string) => void; saved: boolean }) {
  const form = useForm<WriterValues>();
  const { errors, submitting, dirty } = useFormState<WriterValues>({ subscription: { errors: true, submitting: true, dirty: true } });
  const [active, setActive] = useState(0);
  /** The composed draft the preview shows, once the gateway answered for the current answers. */
  const [preview, setPreview] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
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
            Step {active + 1} of {WRITER_STEPS.length}
          </Text>
          <Progress value={((active + 1) / WRITER_STEPS.length) * 100} aria-hidden size="sm" mt={4} />
        </Box>
      ) : (
        <Stepper active={active} onStepClick={(i) => go(i)} size="xs" aria-label="Questionnaire steps" className="writer-stepper">
          {WRITER_STEPS.map((s) => (
            <Stepper.Step key={s.label} label={s.short} />
          ))}
        </Stepper>
      )}
      <Box>
        <Title order={3} id="writer-step-title" tabIndex={-1} className="writer-step-title">
          {step.label}
        </Title>
        <Text c="dimmed" mt={4}>
          {step.intro}
        </Text>
      </Box>
      <Box className="writer-fields">
        {/* Every step stays mounted (hidden when not shown): its fields stay registered, so no answer is ever dropped. */}
        {[NameStep, DatesStep, FamilyStep, LifeStep, CharacterStep, CeremonyStep, StyleStep].map((StepFields, i) => (
          <Box key={WRITER_STEPS[i]!.label} hidden={active !== i}>
            <StepFields />
          </Box>
        ))}
        {active === PREVIEW && <PreviewStep opi={opi} onReady={setPreview} onFix={(i) => setActive(i)} />}
      </Box>
      <Group justify="space-between" className="writer-nav">
        <Button variant="default" size="md" onClick={() => go(active - 1)} disabled={active === 0}>
          Back
        </Button>
        {active < PREVIEW ? (
          <Button size="md" onClick={() => go(active + 1)}>
            {active === PREVIEW - 1 ? 'See the draft' : 'Next'}
          </Button>
        ) : (
          <Group gap="sm" className="writer-nav-end">
            <Button size="md" variant="default" disabled={!preview} onClick={() => preview && onUseDraft(preview)}>
              Use this draft
            </Button>
            <Button size="md" type="submit" loading={submitting} disabled={!preview || (saved && !dirty)}>
              {saved && !dirty ? 'Draft saved' : 'Save draft'}
            </Button>
          </Group>
        )}
      </Group>
    </Stack>
  );
}

function NameStep() {
  return (
    <Stack>
      <TextField name="firstName" label="First Name" required maxLength={WRITER_LIMITS.name} autoComplete="off" />
      <TextField name="middleName" label="Middle Name" maxLength={WRITER_LIMITS.name} />
      <TextField name="lastName" label="Last Name" maxLength={WRITER_LIMITS.name} />
      <TextField
        name="nickName"
        label="Nickname"
        description="What family and friends called them, if anything."
        maxLength={WRITER_LIMITS.name}
      />
      <ChoiceField
        name="gender"
        label="Gender"
        description="Sets the pronouns of the text (Unspecified writes they/them)."
        options={WRITER_GENDERS.map((g) => ({ value: g, label: WRITER_GENDER_LABELS[g] }))}
        inline
      />
    </Stack>
  );
}

function DatesStep() {
  return (
    <Stack>
      <Group grow align="flex-start" className="writer-dates">
        <TextField name="dateOfBirth" label="Date of Birth" type="date" />
        <TextField name="dateOfDeath" label="Date of Death" type="date" />
      </Group>
      <TextField name="dateOfCeremony" label="Date of Ceremony" type="date" />
      <TextField name="birthplace" label="Birthplace" placeholder="Dayton, Ohio" maxLength={WRITER_LIMITS.text} />
      <TextAreaField
        name="placeLived"
        label="Places lived"
        description={`${ONE_PER_LINE} The last one is named as their home.`}
        placeholder={'Columbus, Ohio\nSpringfield, Illinois'}
      />
      <TextAreaField
        name="education"
        label="Education"
        description={`${ONE_PER_LINE} Schools and colleges.`}
        placeholder={'Fairview High School\nthe Ohio State University'}
      />
    </Stack>
  );
}

function FamilyStep() {
  const form = useForm<WriterValues>();
  const { values } = useFormState<WriterValues>({ subscription: { values: true } });
  const members = values.familyMembers ?? [];
  const add = () => form.change('familyMembers', [...members, { name: '', relationship: '', isDeceased: false }]);
  const remove = (index: number) =>
    form.change(
      'familyMembers',
      members.filter((_, i) => i !== index),
    );
  return (
    <Stack>
      {members.length === 0 && <Text c="dimmed">No family members yet.</Text>}
      {members.map((_, i) => (
        <Paper key={i} withBorder p="md" radius="md" className="writer-member">
          <fieldset className="writer-member-fields">
            <legend className="writer-member-legend">Family member {i + 1}</legend>
            <Stack gap="sm">
              <Field<string> name={`familyMembers[${i}].name`}>
                {({ input, meta }) => <TextInput {...input} label="Name" size="md" maxLength={100} error={fieldError(meta)} />}
              </Field>
              <Field<string> name={`familyMembers[${i}].relationship`}>
                {({ input, meta }) => (
                  <NativeSelect
                    {...input}
                    label="Relationship"
                    size="md"
                    error={fieldError(meta)}
                    data={[{ value: '', label: 'Select…' }, ...WRITER_RELATIONSHIP_NAMES.map((r) => ({ value: r, label: r }))]}
                  />
                )}
              </Field>
              <Field<boolean> name={`familyMembers[${i}].isDeceased`} type="checkbox">
                {({ input }) => (
                  <Checkbox checked={!!input.checked} onChange={input.onChange} name={input.name} label="Passed away before them" />
                )}
              </Field>
              <Group justify="flex-end">
                <Button variant="subtle" color="red.9" onClick={() => remove(i)}>
                  Remove family member {i + 1}
                </Button>
              </Group>
            </Stack>
          </fieldset>
        </Paper>
      ))}
      <Button variant="light" size="md" onClick={add} disabled={members.length >= WRITER_LIMITS.familyMembers}>
        Add family member
      </Button>
    </Stack>
  );
}

function LifeStep() {
  return (
    <Stack>
      <TextAreaField
        name="lifeMoments"
        label="Life moments"
        description={`${ONE_PER_LINE} Start with what they did: "married John in 1962", "opened a bakery on Main Street".`}
      />
      <TextAreaField
        name="achievements"
        label="Achievements"
        description={`${ONE_PER_LINE} "served on the library board for 20 years", "Teacher of the Year, 1985".`}
      />
      <TextField name="deathCause" label="Cause of death (optional)" placeholder="a long illness" maxLength={WRITER_LIMITS.text} />
    </Stack>
  );
}

function CharacterStep() {
  return (
    <Stack>
      <TextAreaField
        name="personalityTraits"
        label="Personality traits"
        description={`${ONE_PER_LINE} "kind", "quick to laugh", "stubborn in the best way".`}
      />
      <TextAreaField name="hobbies" label="Hobbies and passions" description={`${ONE_PER_LINE} "gardening", "fishing on Lake Erie".`} />
      <TextAreaField
        name="memories"
        label="Memories"
        description={`${ONE_PER_LINE} Finish the sentence "We will always remember…": "the way she sang while cooking".`}
      />
    </Stack>
  );
}

function CeremonyStep() {
  return (
    <Stack>
      <TextAreaField
        name="ceremonyDetails"
        label="Ceremony details"
        description="Where and when, as you want it printed."
        maxLength={WRITER_LIMITS.ceremony}
      />
      <TextAreaField
        name="memorableQuote"
        label="A memorable quote"
        description="Something they often said."
        maxLength={WRITER_LIMITS.quote}
      />
    </Stack>
  );
}

function StyleStep() {
  return (
    <Stack gap="xl">
      <ChoiceField
        name="writingTone"
        label="Writing tone"
        options={WRITER_TONES.map((t) => ({ value: t, label: WRITER_TONE_LABELS[t].label, description: WRITER_TONE_LABELS[t].hint }))}
      />
      <ChoiceField
        name="length"
        label="Length"
        options={WRITER_LENGTHS.map((l) => ({ value: l, label: WRITER_LENGTH_LABELS[l].label, description: WRITER_LENGTH_LABELS[l].hint }))}
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

function PreviewStep({ opi, onReady, onFix }: { opi: string; onReady: (html: string | null) => void; onFix: (step: number) => void }) {
  const { values, errors } = useFormState<WriterValues>({ subscription: { values: true, errors: true } });
  const input = useMemo(() => toInput(values), [values]);
  const invalid = errorPaths(errors);
  const { data, loading, error } = useQuery(WriterPreviewQuery, {
    variables: { opi, input },
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
      <Alert color="red" title="Some answers need a look">
        <Text>{String(first.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], errors))}</Text>
        <Button mt="sm" variant="light" onClick={() => onFix(stepOf(first))}>
          Go to {WRITER_STEPS[stepOf(first)]!.label}
        </Button>
      </Alert>
    );
  }
  if (error) return <Alert color="red">{describeError(error).message ?? WRITER_MESSAGES.fetchFailed}</Alert>;
  if (loading || !data) return <Skeleton height={240} radius="md" aria-label="Writing the draft" />;
  const html = data.obituaryDraftPreview.generatedText;
  return (
    // The gateway's composition: its own paragraphs around escaped answers.
    <Paper
      withBorder
      p="lg"
      radius="md"
      className="writer-preview"
      aria-label="Draft obituary"
      role="region"
      tabIndex={0}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
