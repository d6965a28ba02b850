import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Field, Form } from 'react-final-form';
import {
  check,
  SOCIAL_KINDS,
  socialLinksRule,
  WEBSITE_CARD_TEXTS,
  WEBSITE_MESSAGES,
  WEBSITE_TEXTS,
  WEBSITE_URL_MAX,
  type SocialKind,
} from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { SocialMediaLinksFragment } from '../../app/socialLinks';
import { notifySuccess } from '../../app/notify';
import { fieldError, nestErrors, submitErrors } from '../../app/forms';
import { CloseIcon } from '../../app/icons';
import { VersionedFormConflict } from '../../app/conflict/ConflictPanel';
import { CONFLICT_CODE } from '../../app/conflict/useSaveConflict';
import { useVersionedForm } from '../../app/conflict/useVersionedForm';
import { useT } from '../../app/i18n';
import { WebsiteCard } from './WebsiteCard';
import { ReportUnsaved } from './ReportUnsaved';
import type { UnsavedRegistry } from './UnsavedChangesGuard';
import type { Versioned } from '../../app/conflict/useSaveConflict';

export const SocialLinksCardFragment = graphql(`
  fragment SocialLinksCard_decedent on Decedent {
    id
    socialMediaLinksVersion
    socialMediaLinks {
      ...SocialMediaLinks_links
    }
  }
`);

const SaveSocialMutation = graphql(`
  mutation SaveSocialMediaLinks($opi: String!, $links: SocialMediaLinksInput!, $version: Int) {
    saveSocialMediaLinks(opi: $opi, socialMediaLinks: $links, version: $version) {
      message
      decedent {
        id
        ...SocialLinksCard_decedent
        ...SocialLinks_decedent
      }
    }
  }
`);

const SocialLinksSavedQuery = graphql(`
  query SocialLinksSaved($opi: String!) {
    decedent(opi: $opi) {
      id
      ...SocialLinksCard_decedent
    }
  }
`);

export const SOCIAL_LABELS: Record<SocialKind, string> = {
  Instagram: 'Instagram',
  Facebook: 'Facebook',
  Linkedin: 'LinkedIn',
  Twitter: 'Twitter / X',
  Youtube: 'YouTube',
  Tiktok: 'TikTok',
  Blog: 'Blog',
  CustomUrl: 'Custom URL',
};
const PLACEHOLDERS: Record<SocialKind, string> = {
  Instagram: 'https://www.instagram.com/…',
  Facebook: 'https://www.facebook.com/…',
  Linkedin: 'https://www.linkedin.com/in/…',
  Twitter: 'https://x.com/…',
  Youtube: 'https://www.youtube.com/…',
  Tiktok: 'https://www.tiktok.com/@…',
  Blog: 'https://',
  CustomUrl: 'https://',
};

export interface SocialValues {
  /** The kinds in the selected list, in the order they were chosen. */
  selected: SocialKind[];
  links: Partial<Record<SocialKind, string>>;
}

/** Only the selected kinds are checked and sent; the others are empty, so dropped. */
export const socialInput = (v: SocialValues) =>
  Object.fromEntries(SOCIAL_KINDS.map((k) => [k, v.selected.includes(k) ? (v.links?.[k] ?? '') : '']));
export const validateSocial = (v: SocialValues) => {
  const errors = nestErrors(check(socialLinksRule, socialInput(v)));
  return errors ? { links: errors } : undefined;
};

/** One selected network: its address, and the button that removes it. */
function SelectedLink({ kind, onRemove }: { kind: SocialKind; onRemove: () => void }) {
  const t = useT();
  const label = kind === 'CustomUrl' ? t(WEBSITE_CARD_TEXTS, 'customUrl') : SOCIAL_LABELS[kind];
  return (
    <li>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Field name={`links.${kind}`}>
          {({ input, meta }) => (
            <TextInput
              {...input}
              type="url"
              label={label}
              placeholder={PLACEHOLDERS[kind]}
              style={{ flex: 1 }}
              maxLength={WEBSITE_URL_MAX + 1}
              error={fieldError(meta) ?? (meta.error && meta.dirty ? meta.error : undefined)}
            />
          )}
        </Field>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          mt={26}
          aria-label={t(WEBSITE_CARD_TEXTS, 'removeLink', { name: label })}
          onClick={onRemove}
        >
          <CloseIcon size={18} />
        </ActionIcon>
      </Group>
    </li>
  );
}

/** The links as the form edits them, and their version. */
function socialRecord(ref: FragmentType<typeof SocialLinksCardFragment>): Versioned<SocialValues> {
  const decedent = getFragmentData(SocialLinksCardFragment, ref);
  const links = getFragmentData(SocialMediaLinksFragment, decedent.socialMediaLinks);
  const stored = SOCIAL_KINDS.filter((k) => links[k]);
  return {
    values: { selected: stored, links: Object.fromEntries(stored.map((k) => [k, links[k] ?? ''])) },
    version: decedent.socialMediaLinksVersion,
  };
}

/**
 * Save: the selected links sent with the version they were loaded at, the gateway's message shown, its refusals put
 * under their fields; a conflict shows the saved links beside the person's.
 */
function useSaveSocialLinks(opi: string, current: Versioned<SocialValues>) {
  const [save] = useMutation(SaveSocialMutation);
  const client = useApolloClient();
  return useVersionedForm({
    current,
    reload: async () => {
      const { data } = await client.query({ query: SocialLinksSavedQuery, variables: { opi }, fetchPolicy: 'network-only' });
      return data?.decedent ? socialRecord(data.decedent) : null;
    },
    save: async (values: SocialValues, version) => {
      const { data } = await save({ variables: { opi, links: socialInput(values), version }, context: { pageStates: [CONFLICT_CODE] } });
      return data ?? null;
    },
    answered: (data) => socialRecord(data.saveSocialMediaLinks.decedent),
    onSaved: (data) => notifySuccess(data.saveSocialMediaLinks.message),
    onError: (error) => submitErrors(error, { prefix: 'links.' }),
  });
}

export interface SocialLinksCardProps {
  opi: string;
  decedent: FragmentType<typeof SocialLinksCardFragment>;
  registry?: UnsavedRegistry;
}

/** 3. Add Social Media Links To Your Website (arrangements-portal 4.5, 5.4). */
export function SocialLinksCard({ opi, decedent: ref, registry }: SocialLinksCardProps) {
  const t = useT();
  const { versioned, onSubmit } = useSaveSocialLinks(opi, socialRecord(ref));
  const labelOf = (kind: SocialKind) => (kind === 'CustomUrl' ? t(WEBSITE_CARD_TEXTS, 'customUrl') : SOCIAL_LABELS[kind]);

  return (
    <WebsiteCard number={3} title={t(WEBSITE_CARD_TEXTS, 'social')} id="social">
      <Text c="stone.8" mb="md">
        {t(WEBSITE_CARD_TEXTS, 'socialLead')}
      </Text>
      <Form<SocialValues>
        initialValues={versioned.initialValues}
        keepDirtyOnReinitialize={!!versioned.conflict}
        initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
        validate={validateSocial}
        onSubmit={onSubmit}
      >
        {({ handleSubmit, form, values, dirty, pristine, hasValidationErrors, submitting, submitError }) => {
          const choosable = SOCIAL_KINDS.filter((k) => !values.selected.includes(k));
          return (
            <form onSubmit={handleSubmit} noValidate aria-label={t(WEBSITE_CARD_TEXTS, 'socialLinks')}>
              <ReportUnsaved registry={registry} name="social" message={t(WEBSITE_MESSAGES, 'socialUnsaved')} dirty={!!dirty} form={form} />
              <Stack gap="md">
                <VersionedFormConflict versioned={versioned} />
                {choosable.length > 0 && (
                  <NativeSelect
                    label={t(WEBSITE_CARD_TEXTS, 'chooseType')}
                    value=""
                    data={[
                      { value: '', label: t(WEBSITE_CARD_TEXTS, 'selectNetwork') },
                      ...choosable.map((k) => ({ value: k, label: labelOf(k) })),
                    ]}
                    onChange={(e) => {
                      const kind = e.currentTarget.value as SocialKind;
                      if (kind) form.change('selected', [...values.selected, kind]);
                    }}
                  />
                )}
                {values.selected.length === 0 ? (
                  <Text c="stone.7" size="sm">
                    {t(WEBSITE_CARD_TEXTS, 'noLinks')}
                  </Text>
                ) : (
                  <Stack gap="sm" component="ul" className="plain-list" aria-label={t(WEBSITE_CARD_TEXTS, 'selectedLinks')}>
                    {values.selected.map((kind) => (
                      <SelectedLink
                        key={kind}
                        kind={kind}
                        onRemove={() =>
                          form.batch(() => {
                            form.change(
                              'selected',
                              values.selected.filter((k) => k !== kind),
                            );
                            form.change(`links.${kind}` as 'links', undefined);
                          })
                        }
                      />
                    ))}
                  </Stack>
                )}
                {submitError && (
                  <Text c="red.8" role="alert">
                    {submitError}
                  </Text>
                )}
                <Group justify="flex-end">
                  <Button type="submit" disabled={pristine || hasValidationErrors} loading={submitting}>
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
