import { useState } from 'react';
import { Alert, Button, Group, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Field, Form, type FormRenderProps } from 'react-final-form';
import {
  check,
  DONATION_BUTTON_MAX,
  DONATION_DESCRIPTION_MAX,
  DONATION_MAX,
  donationUrlRule,
  APP_TEXTS,
  WEBSITE_CARD_TEXTS,
  WEBSITE_MESSAGES,
  WEBSITE_TEXTS,
  WEBSITE_URL_MAX,
} from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { notifySuccess } from '../../app/notify';
import { fieldError, submitErrors } from '../../app/forms';
import { PlusIcon, TrashIcon } from '../../app/icons';
import { useT } from '../../app/i18n';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { VersionedFormConflict } from '../../app/conflict/ConflictPanel';
import { CONFLICT_CODE, type SaveConflictState, type Versioned } from '../../app/conflict/useSaveConflict';
import { useVersionedForm } from '../../app/conflict/useVersionedForm';
import { WebsiteCard } from './WebsiteCard';
import { ReportUnsaved } from './ReportUnsaved';
import type { UnsavedRegistry } from './UnsavedChangesGuard';

export const DonationCardFragment = graphql(`
  fragment DonationCard_decedent on Decedent {
    id
    donationDetailsVersion
    donationDetails {
      id
      donationUrlName
      donationUrlSrc
      donationUrlDescription
    }
  }
`);

const SaveDonationsMutation = graphql(`
  mutation SaveDonationDetails($opi: String!, $data: [DonationDetailInput!]!, $version: Int) {
    saveDonationDetails(opi: $opi, data: $data, version: $version) {
      message
      decedent {
        id
        ...DonationCard_decedent
        ...DonationLinks_decedent
      }
    }
  }
`);

const DeleteDonationsMutation = graphql(`
  mutation DeleteDonationDetails($opi: String!, $version: Int) {
    deleteDonationDetails(opi: $opi, version: $version) {
      message
      decedent {
        id
        ...DonationCard_decedent
        ...DonationLinks_decedent
      }
    }
  }
`);

const DonationsSavedQuery = graphql(`
  query DonationsSaved($opi: String!) {
    decedent(opi: $opi) {
      id
      ...DonationCard_decedent
    }
  }
`);

interface Link {
  id: number | null;
  donationUrlName: string;
  donationUrlSrc: string;
}
export interface DonationValues {
  description: string;
  links: Link[];
  /** Stored links whose tab was removed: sent as deleted on the next save. */
  deleted: number[];
}

const EMPTY_LINK: Link = { id: null, donationUrlName: '', donationUrlSrc: '' };
const URL_PLACEHOLDER = 'https://';

/** The stored links as the form edits them (one empty tab when there is none), and their version. */
function donationRecord(ref: FragmentType<typeof DonationCardFragment>): Versioned<DonationValues> {
  const { donationDetails, donationDetailsVersion } = getFragmentData(DonationCardFragment, ref);
  return {
    values: {
      description: donationDetails[0]?.donationUrlDescription ?? '',
      links: donationDetails.length
        ? donationDetails.map((d) => ({ id: d.id, donationUrlName: d.donationUrlName, donationUrlSrc: d.donationUrlSrc }))
        : [EMPTY_LINK],
      deleted: [],
    },
    version: donationDetailsVersion,
  };
}

/** The shared rule per tab; the description's message goes to the one description field. */
export function validateDonations(values: DonationValues) {
  const errors: { description?: string; links?: Array<Record<string, string> | undefined> } = {};
  const links = values.links.map((link) => {
    const found = check(donationUrlRule, { ...link, donationUrlDescription: values.description });
    if (found?.['donationUrlDescription']) errors.description = found['donationUrlDescription'];
    const { donationUrlDescription: _d, ...onLink } = found ?? {};
    return Object.keys(onLink).length ? onLink : undefined;
  });
  if (values.links.length === 0) {
    const found = check(donationUrlRule.pick({ donationUrlDescription: true }), { donationUrlDescription: values.description });
    if (found?.['donationUrlDescription']) errors.description = found['donationUrlDescription'];
  }
  if (links.some(Boolean)) errors.links = links;
  return errors;
}

export interface DonationCardProps {
  opi: string;
  decedent: FragmentType<typeof DonationCardFragment>;
  registry?: UnsavedRegistry;
}

/** The links to send: those kept and added, each with the description, and those deleted. */
function donationInput(values: DonationValues) {
  const description = values.description.trim() || null;
  return [
    ...values.links.map((l) => ({
      ...(l.id !== null ? { id: l.id } : {}),
      donationUrlName: l.donationUrlName,
      donationUrlSrc: l.donationUrlSrc,
      donationUrlDescription: description,
    })),
    ...values.deleted.map((id) => ({ id, isDeleted: true })),
  ];
}

/**
 * Save and Delete, with the version the form was loaded at and the gateway's messages; a save refused as made from
 * an older version shows the saved links beside the person's.
 */
function useDonationMutations(opi: string, current: Versioned<DonationValues>, onSaved: () => void, onDeleted: () => void) {
  const [save] = useMutation(SaveDonationsMutation);
  const [remove] = useMutation(DeleteDonationsMutation);
  const client = useApolloClient();
  const form = useVersionedForm({
    current,
    reload: async () => {
      const { data } = await client.query({ query: DonationsSavedQuery, variables: { opi }, fetchPolicy: 'network-only' });
      return data?.decedent ? donationRecord(data.decedent) : null;
    },
    save: async (values: DonationValues, version) => {
      const { data } = await save({ variables: { opi, data: donationInput(values), version }, context: { pageStates: [CONFLICT_CODE] } });
      return data ?? null;
    },
    answered: (data) => donationRecord(data.saveDonationDetails.decedent),
    onSaved: (data) => {
      notifySuccess(data.saveDonationDetails.message);
      onSaved();
    },
    onError: (error) => submitErrors(error, { prefix: 'links.' }),
  });
  const onDelete = async () => {
    try {
      const { data } = await remove({ variables: { opi, version: form.versioned.version } });
      if (data) notifySuccess(data.deleteDonationDetails.message);
      if (data) form.versioned.saved(donationRecord(data.deleteDonationDetails.decedent));
      onDeleted();
      return true;
    } catch {
      return false;
    }
  };
  return { ...form, onDelete };
}

interface DonationTabsProps {
  count: number;
  tab: string;
  onTab: (tab: string) => void;
  /** The link's fields have an error to show (its tab is red). */
  invalid: (index: number) => boolean;
  onRemove: (index: number) => void;
}

/** One tab a link: its URL and button text, and Remove. */
function DonationTabs({ count, tab, onTab, invalid, onRemove }: DonationTabsProps) {
  const t = useT();
  const indexes = Array.from({ length: count }, (_, i) => i);
  return (
    <Tabs value={tab} onChange={(v) => onTab(v ?? '0')} keepMounted={false}>
      <Tabs.List>
        {indexes.map((i) => (
          <Tabs.Tab key={i} value={String(i)} c={invalid(i) ? 'red.8' : undefined}>
            {t(WEBSITE_CARD_TEXTS, 'urlTab', { n: i + 1 })}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {indexes.map((i) => (
        <Tabs.Panel key={i} value={String(i)} pt="md">
          <Stack gap="sm">
            <Field name={`links.${i}.donationUrlSrc`}>
              {({ input, meta }) => (
                <TextInput
                  {...input}
                  type="url"
                  label={t(WEBSITE_CARD_TEXTS, 'donationUrl')}
                  placeholder={URL_PLACEHOLDER}
                  required
                  maxLength={WEBSITE_URL_MAX + 1}
                  error={fieldError(meta) ?? (meta.error && meta.dirty ? meta.error : undefined)}
                />
              )}
            </Field>
            <Field name={`links.${i}.donationUrlName`}>
              {({ input, meta }) => (
                <TextInput
                  {...input}
                  label={t(WEBSITE_CARD_TEXTS, 'buttonText')}
                  required
                  description={t(WEBSITE_CARD_TEXTS, 'buttonTextHint', { max: String(DONATION_BUTTON_MAX) })}
                  error={fieldError(meta) ?? (meta.error && meta.dirty ? meta.error : undefined)}
                />
              )}
            </Field>
            <Group>
              <Button variant="subtle" color="red" size="compact-sm" leftSection={<TrashIcon size={16} />} onClick={() => onRemove(i)}>
                {t(WEBSITE_CARD_TEXTS, 'removeUrl', { n: i + 1 })}
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

interface DonationFormProps extends FormRenderProps<DonationValues> {
  registry: UnsavedRegistry | undefined;
  versioned: SaveConflictState<DonationValues>;
  tab: string;
  setTab: (tab: string) => void;
  warning: string | null;
  setWarning: (warning: string | null) => void;
  /** Links are stored: Delete is offered. */
  stored: boolean;
  onDelete: () => void;
}

/** The form: the description, a tab a link, Add URL (at most DONATION_MAX), Delete and Save. */
function DonationForm(props: DonationFormProps) {
  const t = useT();
  const { handleSubmit, form, values, dirty, pristine, hasValidationErrors, submitting, submitError, errors } = props;
  const { registry, versioned, tab, setTab, warning, setWarning, stored, onDelete } = props;
  const linkErrors = (errors?.['links'] as Array<unknown> | undefined) ?? [];
  const add = () => {
    if (values.links.length >= DONATION_MAX) {
      setWarning(t(WEBSITE_MESSAGES, 'donationMax'));
      return;
    }
    form.change('links', [...values.links, EMPTY_LINK]);
    setTab(String(values.links.length));
  };
  const removeTab = (index: number) => {
    const link = values.links[index]!;
    form.batch(() => {
      form.change(
        'links',
        values.links.filter((_, i) => i !== index),
      );
      if (link.id !== null) form.change('deleted', [...values.deleted, link.id]);
    });
    setWarning(null);
    setTab(String(Math.max(0, Math.min(index, values.links.length - 2))));
  };
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t(WEBSITE_CARD_TEXTS, 'donations')}>
      <ReportUnsaved registry={registry} name="donations" message={t(WEBSITE_MESSAGES, 'donationUnsaved')} dirty={!!dirty} form={form} />
      <Stack gap="md">
        <VersionedFormConflict versioned={versioned} />
        <Field name="description">
          {({ input, meta }) => (
            <Textarea
              {...input}
              label={t(WEBSITE_CARD_TEXTS, 'description')}
              description={t(WEBSITE_CARD_TEXTS, 'descriptionHint', { max: String(DONATION_DESCRIPTION_MAX) })}
              autosize
              minRows={2}
              error={fieldError(meta) ?? (meta.error && meta.dirty ? meta.error : undefined)}
            />
          )}
        </Field>
        {values.links.length > 0 && (
          <DonationTabs
            count={values.links.length}
            tab={tab}
            onTab={setTab}
            invalid={(i) => !!linkErrors[i] && !pristine}
            onRemove={removeTab}
          />
        )}
        {warning && (
          <Alert color="yellow" variant="light" role="alert">
            {warning}
          </Alert>
        )}
        {submitError && (
          <Text c="red.8" role="alert">
            {submitError}
          </Text>
        )}
        <Group justify="space-between" gap="sm">
          <Button variant="outline" leftSection={<PlusIcon size={16} />} onClick={add} disabled={hasValidationErrors}>
            {t(WEBSITE_CARD_TEXTS, 'addUrl')}
          </Button>
          <Group gap="sm">
            <Button variant="default" color="red" onClick={onDelete} disabled={!stored}>
              {t(APP_TEXTS, 'delete')}
            </Button>
            <Button type="submit" disabled={pristine || hasValidationErrors} loading={submitting}>
              {t(WEBSITE_TEXTS, 'save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** 2. Donation / Charity Options (arrangements-portal 4.5, 5.3): up to five links in tabs, one description. */
export function DonationCard({ opi, decedent: ref, registry }: DonationCardProps) {
  const { donationDetails } = getFragmentData(DonationCardFragment, ref);
  const [tab, setTab] = useState('0');
  const [warning, setWarning] = useState<string | null>(null);
  const { versioned, onSubmit, onDelete } = useDonationMutations(
    opi,
    donationRecord(ref),
    () => setWarning(null),
    () => setTab('0'),
  );
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  const stored = donationDetails.length > 0;

  return (
    <WebsiteCard number={2} title={t(WEBSITE_CARD_TEXTS, 'donations')} id="donations">
      <Text c="stone.8" mb="md">
        {t(WEBSITE_CARD_TEXTS, 'donationLead', { max: String(DONATION_MAX) })}
      </Text>
      <Form<DonationValues>
        initialValues={versioned.initialValues}
        keepDirtyOnReinitialize={!!versioned.conflict}
        initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
        validate={validateDonations}
        onSubmit={onSubmit}
      >
        {(props) => (
          <DonationForm
            {...props}
            registry={registry}
            versioned={versioned}
            tab={tab}
            setTab={setTab}
            warning={warning}
            setWarning={setWarning}
            stored={stored}
            onDelete={() => setConfirming(true)}
          />
        )}
      </Form>
      <ConfirmDialog
        opened={confirming}
        title={t(WEBSITE_MESSAGES, 'donationDeleteConfirm')}
        message={t(WEBSITE_MESSAGES, 'deleteConfirmText')}
        confirmLabel={t(APP_TEXTS, 'delete')}
        danger
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
    </WebsiteCard>
  );
}
