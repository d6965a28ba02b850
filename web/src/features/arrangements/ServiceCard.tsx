import { useEffect, useMemo } from 'react';
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { Field, Form, FormSpy } from 'react-final-form';
import { CERTIFICATE_LIMITS, check, SERVICES_TEXTS as S, serviceInterestRule } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { fieldError } from '../../app/forms';
import { notifySuccess } from '../../app/notify';
import { SendIcon } from '../../app/icons';
import { nestErrors } from '../../app/forms';

export const ServiceCardFragment = graphql(`
  fragment ServiceCard_service on ServiceOffer {
    id
    name
    description
    imageUrl
    isInterested
    note
  }
`);

const AnswerServiceMutation = graphql(`
  mutation AnswerService($opi: String!, $serviceId: Int!, $isInterested: Boolean, $note: String) {
    answerService(opi: $opi, serviceId: $serviceId, isInterested: $isInterested, note: $note) {
      message
    }
  }
`);

interface InterestValues {
  choice: string;
  note: string;
}

const toInput = (v: InterestValues) => ({
  isInterested: v.choice === '' ? undefined : v.choice === 'true',
  note: v.choice === 'true' ? v.note : '',
});
const validate = (v: InterestValues) => nestErrors(check(serviceInterestRule.pick({ note: true }), toInput(v)));

/** The image lives on the gateway host, under the service's imageUrl. */
export const serviceImageUrl = (imageUrl: string): string => new URL(imageUrl, window.location.origin).href;

export interface ServiceCardProps {
  opi: string;
  service: FragmentType<typeof ServiceCardFragment>;
  /** After an answer was sent: the list reloads. */
  onAnswered: () => Promise<unknown> | void;
  /** Told whether the choice or note holds an edit not yet sent (the leave-page guard asks before leaving). */
  setDirty?: (label: string, dirty: boolean) => void;
}

/** One optional service: what it is, and whether the family is interested (arrangements-portal 2.10, 4.7). */
export function ServiceCard({ opi, service: ref, onAnswered, setDirty }: ServiceCardProps) {
  const service = getFragmentData(ServiceCardFragment, ref);
  const label = service.name;
  // A card that goes away takes its unsent edit with it.
  useEffect(() => () => setDirty?.(label, false), [label, setDirty]);
  const [answer] = useMutation(AnswerServiceMutation);
  const initialValues = useMemo<InterestValues>(
    () => ({ choice: service.isInterested == null ? '' : String(service.isInterested), note: service.note ?? '' }),
    [service.isInterested, service.note],
  );
  const titleId = `service-${service.id}`;

  const onSubmit = async (values: InterestValues) => {
    const input = toInput(values);
    try {
      const { data } = await answer({
        variables: { opi, serviceId: service.id, isInterested: input.isInterested ?? null, note: input.note },
      });
      if (!data) return;
      notifySuccess(data.answerService.message);
      await onAnswered();
    } catch {
      // The error notification has been shown.
    }
  };

  return (
    <Paper component="article" withBorder className="service-card" aria-labelledby={titleId}>
      <img className="service-card__image" src={serviceImageUrl(service.imageUrl)} alt="" loading="lazy" />
      <Stack gap="sm" p="lg">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} id={titleId} className="step-card__title">
            {service.name}
          </Title>
          <InterestBadge isInterested={service.isInterested} />
        </Group>
        <Text size="sm" c="stone.8">
          {service.description}
        </Text>
        <InterestForm
          name={service.name}
          initialValues={initialValues}
          onSubmit={onSubmit}
          onDirty={setDirty && ((dirty) => setDirty(label, dirty))}
        />
      </Stack>
    </Paper>
  );
}

/** The family's answer so far, if any. */
function InterestBadge({ isInterested }: { isInterested: boolean | null | undefined }) {
  const t = useT();
  return (
    <>
      {isInterested === true && (
        <Badge variant="light" color="sage" radius="sm">
          {t(S, 'interestedBadge')}
        </Badge>
      )}
      {isInterested === false && (
        <Badge variant="light" color="stone" radius="sm">
          {t(S, 'notInterestedBadge')}
        </Badge>
      )}
    </>
  );
}

interface InterestFormProps {
  /** The service's name. */
  name: string;
  initialValues: InterestValues;
  onSubmit: (values: InterestValues) => Promise<void>;
  /** Told whether the choice or note holds an edit not yet sent. */
  onDirty?: (dirty: boolean) => void;
}

/** Interested or not (Not interested is sent at once), and a note for the arranger with Interested. */
function InterestForm({ name, initialValues, onSubmit, onDirty }: InterestFormProps) {
  const t = useT();
  return (
    <Form<InterestValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validate}
      initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
    >
      {({ handleSubmit, pristine, submitting, values, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t(S, 'formLabel', { name })}>
          {onDirty && <FormSpy subscription={{ dirty: true }} onChange={({ dirty }) => onDirty(!!dirty)} />}
          <Stack gap="sm">
            <Field<string> name="choice" parse={(v) => v}>
              {({ input }) => (
                <NativeSelect
                  label={t(S, 'question')}
                  data={[
                    { value: '', label: t(S, 'chooseAnswer'), disabled: true },
                    // The two answers (arrangements-portal 9): I'm Interested is true, I'm Not Interested false.
                    { value: 'true', label: t(S, 'interested') },
                    { value: 'false', label: t(S, 'notInterested') },
                  ]}
                  value={input.value ?? ''}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    input.onChange(value);
                    // Not interested needs nothing more: it is sent at once.
                    if (value === 'false') void form.submit();
                  }}
                  disabled={submitting}
                />
              )}
            </Field>
            {values.choice === 'true' && (
              <Field<string> name="note" parse={(v) => v}>
                {({ input, meta }) => (
                  <Textarea
                    {...input}
                    value={input.value ?? ''}
                    label={t(S, 'noteLabel')}
                    placeholder={t(S, 'notePlaceholder')}
                    autosize
                    minRows={3}
                    maxRows={8}
                    error={fieldError({ ...meta, touched: meta.touched || meta.modified })}
                    description={`${(input.value ?? '').length} / ${CERTIFICATE_LIMITS.serviceNote}`}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                  />
                )}
              </Field>
            )}
            <Group justify="flex-end">
              <Button type="submit" leftSection={<SendIcon size={15} />} disabled={pristine || !values.choice} loading={submitting}>
                {t(S, 'submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Form>
  );
}
