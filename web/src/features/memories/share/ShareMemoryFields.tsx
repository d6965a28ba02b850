import { useId, useMemo, useState } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { Field, useFormState } from 'react-final-form';
import {
  MEMORY_CONFIRMATIONS,
  MEMORY_TYPES,
  memoryTypeLabel,
  MESSAGES,
  RELATIONSHIPS,
  relationshipLabel,
  SHARE_HINT,
  SHARE_MEMORY_TEXTS as S,
} from '@memorial/schema';
import { Captcha } from '../../../app/Captcha';
import { fieldError } from '../../../app/forms';
import { useLocale, useT } from '../../../app/i18n';
import { CalendarIcon } from '../../../app/icons';
import { useDatePickerLocale } from '../../../app/dateInput';
import { AddressFields } from '../../../app/address/AddressFields';
import { PhoneInput } from '../../../app/PhoneInput';
import { RichTextInput } from '../../../app/RichTextInput';
import { todayIso } from '../../../app/memories/media';
import { MediaDropzone } from '../../../app/memories/upload/MediaDropzone';
import type { useMediaUploads } from '../../../app/memories/upload/useMediaUploads';
import { useVideoLinkCheck, VideoLinksField } from '../../../app/memories/upload/VideoLinks';
import type { ShareValues } from './ShareMemoryForm';
import '@mantine/dates/styles.css';

/** Option lists show up to 10 entries before they scroll. */
const LIST_HEIGHT = 10 * 36;

export interface ShareMemoryFieldsProps {
  uploads: ReturnType<typeof useMediaUploads>;
  submitting: boolean;
  submitError: string | undefined;
  countries: ReadonlyArray<{ code: string; name: string }>;
  linksRef: { current: { error: string | null; valid: string[] } };
  onCancel: () => void;
  /** A visitor shares: the form asks for a solved captcha (the family, signed in, is not asked). */
  captcha?: boolean;
}

/** The memory types and the relationships in the page's language, the relationships in its alphabetical order. */
function useOptions() {
  const t = useT();
  const locale = useLocale();
  return useMemo(() => {
    const typeOptions = MEMORY_TYPES.map((type) => ({ value: String(type.id), label: memoryTypeLabel(t, type.id) ?? type.name }));
    const relationshipOptions = RELATIONSHIPS.map((r) => ({ value: String(r.id), label: relationshipLabel(t, r.id) ?? r.name })).sort(
      (a, b) => a.label.localeCompare(b.label, locale),
    );
    return { typeOptions, relationshipOptions };
  }, [t, locale]);
}

/** The memory's type, its date and the sharer's relationship, side by side. */
function MemoryBasicsFields() {
  const t = useT();
  const dateLocale = useDatePickerLocale();
  const { typeOptions, relationshipOptions } = useOptions();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Field<number> name="memoryType">
        {({ input, meta }) => (
          <Select
            label={t(S, 'typeLabel')}
            placeholder={t(S, 'typePlaceholder')}
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
            label={t(S, 'dateLabel')}
            placeholder={t(S, 'datePlaceholder')}
            {...dateLocale}
            required
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
            popoverProps={{ withinPortal: true, returnFocus: true }}
          />
        )}
      </Field>
      <Field<number | null> name="relationship">
        {({ input }) => (
          <Select
            label={t(S, 'relationshipLabel')}
            placeholder={t(S, 'relationshipPlaceholder')}
            searchable
            clearable
            data={relationshipOptions}
            value={input.value ? String(input.value) : null}
            onChange={(v) => input.onChange(v ? Number(v) : null)}
            maxDropdownHeight={LIST_HEIGHT}
            nothingFoundMessage={t(S, 'noSuchRelationship')}
          />
        )}
      </Field>
    </SimpleGrid>
  );
}

/** Who shares the memory: name, email, phone and address. */
function AboutYouSection({ countries }: Pick<ShareMemoryFieldsProps, 'countries'>) {
  const t = useT();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} className="form-section">
      <Title order={2} className="form-section__title">
        {t(S, 'aboutYouSection')}
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field<string> name="memoryAddingPerson.firstName">
            {({ input, meta }) => (
              <TextInput {...input} label={t(S, 'firstName')} required autoComplete="given-name" error={fieldError(meta)} />
            )}
          </Field>
          <Field<string> name="memoryAddingPerson.lastName">
            {({ input, meta }) => (
              <TextInput {...input} label={t(S, 'lastName')} required autoComplete="family-name" error={fieldError(meta)} />
            )}
          </Field>
          <Field<string> name="memoryAddingPerson.email">
            {({ input, meta }) => (
              <TextInput {...input} type="email" label={t(S, 'email')} required autoComplete="email" error={fieldError(meta)} />
            )}
          </Field>
          <Field<string> name="memoryAddingPerson.phoneNumber">
            {({ input, meta }) => (
              <PhoneInput
                label={t(S, 'phone')}
                name={input.name}
                value={input.value ?? ''}
                onChange={input.onChange}
                onBlur={input.onBlur}
                onFocus={input.onFocus}
                error={fieldError(meta)}
              />
            )}
          </Field>
        </SimpleGrid>
        <Text size="sm" fw={600} mt="xs">
          {t(S, 'address')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <AddressFields prefix="memoryAddingPerson.address" countries={countries} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** The captcha for a visitor, the review note, and Cancel and Share; a disabled Share says what it waits for (`hint`). */
function ShareFormFooter({
  captcha,
  submitting,
  hint,
  onCancel,
}: Pick<ShareMemoryFieldsProps, 'submitting' | 'onCancel'> & { captcha: boolean; hint: string | null }) {
  const hintId = useId();
  const t = useT();
  return (
    <>
      {captcha && <Captcha />}
      <Text size="sm" c="stone.7" className="review-note">
        {t(MEMORY_CONFIRMATIONS, 'reviewNote')}
      </Text>
      <Stack gap={6}>
        <Group justify="flex-end" gap="sm" className="form-actions">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t(S, 'cancel')}
          </Button>
          <Button type="submit" loading={submitting} disabled={!!hint} aria-describedby={hint ? hintId : undefined} miw={120}>
            {t(S, 'share')}
          </Button>
        </Group>
        {hint && (
          <Text id={hintId} size="sm" c="stone.7" ta={{ base: 'left', sm: 'right' }} className="share-hint">
            {hint}
          </Text>
        )}
      </Stack>
    </>
  );
}

/** The fields of the share form: the memory, its files and video links, and who shares it. */
export function ShareMemoryFields({
  uploads,
  submitting,
  submitError,
  countries,
  linksRef,
  onCancel,
  captcha = false,
}: ShareMemoryFieldsProps) {
  const t = useT();
  const { values, submitFailed } = useFormState<ShareValues>({ subscription: { values: true, submitFailed: true } });
  const [linksVisited, setLinksVisited] = useState(false);
  const links = useVideoLinkCheck(values.addVideo ? (values.videoLinks ?? '') : '', true);
  linksRef.current = { error: links.error, valid: links.valid };
  const nothingToShare =
    !values.title?.trim() && !values.memory?.trim() && uploads.entries.length === 0 && !(values.addVideo && links.links.length);
  const hint =
    uploads.uploading || uploads.progress > 0 ? t(SHARE_HINT, 'uploading') : nothingToShare ? t(SHARE_HINT, 'nothingToShare') : null;

  return (
    <Stack gap="lg">
      {submitError && (
        <Alert color="red" variant="light" role="alert" title={t(MESSAGES, 'errorTitle')}>
          {submitError}
        </Alert>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} className="form-section">
        <Title order={2} className="form-section__title">
          {t(S, 'yourMemorySection')}
        </Title>
        <Stack gap="md">
          <MemoryBasicsFields />
          <Field<string> name="title">
            {({ input, meta }) => (
              <TextInput {...input} label={t(S, 'titleLabel')} required placeholder={t(S, 'titlePlaceholder')} error={fieldError(meta)} />
            )}
          </Field>
          <Field<string> name="memory">
            {({ input, meta }) => (
              <RichTextInput
                {...input}
                label={t(S, 'memoryLabel')}
                required
                placeholder={t(S, 'memoryPlaceholder')}
                error={fieldError(meta)}
              />
            )}
          </Field>
          <MediaDropzone uploads={uploads} />
          <Field<boolean> name="addVideo" type="checkbox">
            {({ input }) => (
              <Switch
                checked={!!input.checked}
                onChange={input.onChange}
                name={input.name}
                label={t(S, 'addVideo')}
                description={t(S, 'addVideoHint')}
              />
            )}
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

      <AboutYouSection countries={countries} />

      <ShareFormFooter captcha={captcha} submitting={submitting} hint={hint} onCancel={onCancel} />
    </Stack>
  );
}
