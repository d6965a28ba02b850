import { Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Form } from 'react-final-form';
import {
  composeDisplayName,
  WEBSITE_CARD_TEXTS,
  WEBSITE_MESSAGES,
  WEBSITE_TEXTS,
  type DecedentNames,
  type DisplayNameType,
} from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { DisplayNameCard_SettingsFragment } from '../../gql/graphql';
import { notifySuccess } from '../../app/notify';
import { submitErrors } from '../../app/forms';
import { VersionedFormConflict } from '../../app/conflict/ConflictPanel';
import { CONFLICT_CODE } from '../../app/conflict/useSaveConflict';
import { useVersionedForm } from '../../app/conflict/useVersionedForm';
import { useT } from '../../app/i18n';
import { WebsiteCard } from './WebsiteCard';

export const DisplayNameCardFragment = graphql(`
  fragment DisplayNameCard_settings on DisplayNameSettings {
    version
    displayName
    isChosen
    displayNameType
    fields
    options {
      type
      available
      parts {
        key
        label
        value
        fixed
      }
    }
  }
`);

const SetDisplayNameMutation = graphql(`
  mutation SetDisplayName($opi: String!, $input: DisplayNameInput!, $version: Int) {
    setDisplayName(opi: $opi, input: $input, version: $version) {
      message
      settings {
        ...DisplayNameCard_settings
      }
    }
  }
`);

const DisplayNameSavedQuery = graphql(`
  query DisplayNameSaved($opi: String!) {
    displayNameSettings(opi: $opi) {
      ...DisplayNameCard_settings
    }
  }
`);

interface Values {
  displayNameType: DisplayNameType;
  fields: string[];
}

export interface DisplayNameCardProps {
  opi: string;
  settings: FragmentType<typeof DisplayNameCardFragment>;
  onSaved: () => void;
}

type Settings = DisplayNameCard_SettingsFragment;

const valuesOf = (settings: Settings): Values => ({
  displayNameType: (settings.displayNameType as DisplayNameType | null) ?? 'Legal',
  fields: settings.fields,
});

/** Saves the choice with the version it was loaded at; after a conflict, the saved choice beside the person's. */
function useDisplayNameForm(opi: string, settings: Settings, onSaved: () => void) {
  const [save] = useMutation(SetDisplayNameMutation);
  const client = useApolloClient();
  const option = (type: string) => settings.options.find((o) => o.type === type)!;
  return useVersionedForm({
    current: { values: valuesOf(settings), version: settings.version },
    reload: async () => {
      const { data } = await client.query({ query: DisplayNameSavedQuery, variables: { opi }, fetchPolicy: 'network-only' });
      const saved = data && getFragmentData(DisplayNameCardFragment, data.displayNameSettings);
      return saved ? { values: valuesOf(saved), version: saved.version } : null;
    },
    save: async (values: Values, version) => {
      // In the name's order, the fixed parts left out (they are always in).
      const parts = option(values.displayNameType).parts;
      const fields = parts.filter((p) => !p.fixed && values.fields.includes(p.key)).map((p) => p.key);
      const { data } = await save({
        variables: { opi, input: { displayNameType: values.displayNameType, fields }, version },
        context: { pageStates: [CONFLICT_CODE] },
      });
      return data ?? null;
    },
    answered: (data) => {
      const saved = getFragmentData(DisplayNameCardFragment, data.setDisplayName.settings);
      return { values: valuesOf(saved), version: saved.version };
    },
    onSaved: (data) => {
      notifySuccess(data.setDisplayName.message);
      onSaved();
    },
    onError: (error) => submitErrors(error, { unshown: ['displayNameType', 'fields', 'displayName'] }),
  });
}
type Part = Settings['options'][number]['parts'][number];

/** Legal or Preferred (offered once the preferred names are given). */
function NameTypeChoice({ options, value, onChange }: { options: Settings['options']; value: string; onChange: (type: string) => void }) {
  const t = useT();
  return (
    <Radio.Group label={t(WEBSITE_CARD_TEXTS, 'nameType')} value={value} onChange={onChange}>
      <Group mt={6} gap="lg">
        {options.map((o) => (
          <Radio
            key={o.type}
            value={o.type}
            label={t(WEBSITE_CARD_TEXTS, o.type === 'Preferred' ? 'typePreferred' : 'typeLegal')}
            disabled={!o.available}
            description={o.available ? undefined : t(WEBSITE_CARD_TEXTS, 'preferredMissing')}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** The optional parts of the name; the fixed ones are always in. */
function NamePartsChoice({ parts, fields, onChange }: { parts: readonly Part[]; fields: string[]; onChange: (fields: string[]) => void }) {
  const t = useT();
  return (
    <Checkbox.Group
      label={t(WEBSITE_CARD_TEXTS, 'nameParts')}
      value={[...fields, ...parts.filter((p) => p.fixed).map((p) => p.key)]}
      onChange={(chosen) => onChange(chosen.filter((k) => !parts.find((p) => p.key === k)?.fixed))}
    >
      <Stack gap="xs" mt={6}>
        {parts.map((p) => (
          <Checkbox
            key={p.key}
            value={p.key}
            label={p.value ? `${p.label}: ${p.value}` : p.label}
            disabled={p.fixed || !p.value}
            description={
              !p.value
                ? t(WEBSITE_MESSAGES, 'emptyNamePart', { label: p.label })
                : p.fixed
                  ? t(WEBSITE_CARD_TEXTS, 'alwaysPart')
                  : undefined
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** 1. Display Name (arrangements-portal 4.5, 5.5): Legal or Preferred, the optional parts, and a preview. */
export function DisplayNameCard({ opi, settings: ref, onSaved }: DisplayNameCardProps) {
  const t = useT();
  const settings = getFragmentData(DisplayNameCardFragment, ref);
  const { versioned, onSubmit } = useDisplayNameForm(opi, settings, onSaved);
  const option = (type: string) => settings.options.find((o) => o.type === type)!;
  const namesOf = (type: string): DecedentNames => Object.fromEntries(option(type).parts.map((p) => [p.key, p.value]));

  return (
    <WebsiteCard number={1} title={t(WEBSITE_CARD_TEXTS, 'displayName')} id="display-name">
      <Text c="stone.8" mb="md">
        {t(WEBSITE_CARD_TEXTS, 'displayNameLead')} <strong>{settings.displayName}</strong>
      </Text>
      <Form<Values>
        initialValues={versioned.initialValues}
        initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
        keepDirtyOnReinitialize={!!versioned.conflict}
        onSubmit={onSubmit}
      >
        {({ handleSubmit, values, form, pristine, submitting, submitError }) => {
          const current = option(values.displayNameType);
          const preview = composeDisplayName(namesOf(values.displayNameType), values.displayNameType, values.fields);
          return (
            <form onSubmit={handleSubmit} noValidate aria-label={t(WEBSITE_CARD_TEXTS, 'displayName')}>
              <Stack gap="md">
                <VersionedFormConflict versioned={versioned} />
                <NameTypeChoice
                  options={settings.options}
                  value={values.displayNameType}
                  onChange={(type) => {
                    form.change('displayNameType', type as DisplayNameType);
                    // Prefix and suffix belong to both names; the middle names to one each.
                    form.change(
                      'fields',
                      values.fields.filter((f) => option(type).parts.some((p) => p.key === f)),
                    );
                  }}
                />
                <NamePartsChoice parts={current.parts} fields={values.fields} onChange={(fields) => form.change('fields', fields)} />
                <Text aria-live="polite">
                  {t(WEBSITE_CARD_TEXTS, 'preview')} <strong data-testid="display-name-preview">{preview}</strong>
                </Text>
                {submitError && (
                  <Text c="red.8" role="alert">
                    {submitError}
                  </Text>
                )}
                <Group justify="flex-end">
                  <Button type="submit" disabled={pristine && settings.isChosen} loading={submitting}>
                    {t(WEBSITE_TEXTS, 'save')}
                  </Button>
                </Group>
              </Stack>
            </form>
          );
        }}
      </Form>
    </WebsiteCard>
  );
}
