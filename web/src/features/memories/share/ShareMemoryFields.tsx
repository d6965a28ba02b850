import { useId, useState } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { Field, useFormState } from 'react-final-form';
import { MEMORY_CONFIRMATIONS, MEMORY_TYPES, MESSAGES, RELATIONSHIPS, SHARE_HINT } from '@memorial/schema';
import { Captcha } from '../../../app/Captcha';
import { fieldError } from '../../../app/forms';
import { CalendarIcon } from '../../../app/icons';
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

const typeOptions = MEMORY_TYPES.map((t) => ({ value: String(t.id), label: t.name }));
const relationshipOptions = [...RELATIONSHIPS]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((r) => ({ value: String(r.id), label: r.name }));

/** The memory's type, its date and the sharer's relationship, side by side. */
function MemoryBasicsFields() {
  return (
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
            popoverProps={{ withinPortal: true, returnFocus: true }}
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
  );
}

/** Who shares the memory: name, email, phone and address. */
function AboutYouSection({ countries }: Pick<ShareMemoryFieldsProps, 'countries'>) {
  return (
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
            {({ input, meta }) => (
              <TextInput {...input} type="email" label="Email" required autoComplete="email" error={fieldError(meta)} />
            )}
          </Field>
          <Field<string> name="memoryAddingPerson.phoneNumber">
            {({ input, meta }) => (
              <PhoneInput
                label="Phone"
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
          Address
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
  return (
    <>
      {captcha && <Captcha />}
      <Text size="sm" c="stone.7" className="review-note">
        {MEMORY_CONFIRMATIONS.reviewNote}
      </Text>
      <Stack gap={6}>
        <Group justify="flex-end" gap="sm" className="form-actions">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting} disabled={!!hint} aria-describedby={hint ? hintId : undefined} miw={120}>
            Share
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
  const { values, submitFailed } = useFormState<ShareValues>({ subscription: { values: true, submitFailed: true } });
  const [linksVisited, setLinksVisited] = useState(false);
  const links = useVideoLinkCheck(values.addVideo ? (values.videoLinks ?? '') : '', true);
  linksRef.current = { error: links.error, valid: links.valid };
  const nothingToShare =
    !values.title?.trim() && !values.memory?.trim() && uploads.entries.length === 0 && !(values.addVideo && links.links.length);
  const hint = uploads.uploading || uploads.progress > 0 ? SHARE_HINT.uploading : nothingToShare ? SHARE_HINT.nothingToShare : null;

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
          <MemoryBasicsFields />
          <Field<string> name="title">
            {({ input, meta }) => (
              <TextInput {...input} label="Memory title" required placeholder="A few words to name your memory" error={fieldError(meta)} />
            )}
          </Field>
          <Field<string> name="memory">
            {({ input, meta }) => (
              <RichTextInput
                {...input}
                label="Your Memory"
                required
                placeholder="Share a story, a moment, a few words of remembrance…"
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
                label="Add Video"
                description="Link to a video on YouTube or Vimeo"
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
