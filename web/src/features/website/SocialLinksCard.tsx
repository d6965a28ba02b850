import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { Field, Form } from 'react-final-form';
import { check, SOCIAL_KINDS, socialLinksRule, WEBSITE_MESSAGES, WEBSITE_URL_MAX, type SocialKind } from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { SocialMediaLinksFragment } from '../../app/socialLinks';
import { notifySuccess } from '../../app/notify';
import { fieldError, nestErrors, submitErrors } from '../../app/forms';
import { CloseIcon } from '../../app/icons';
import { WebsiteCard } from './WebsiteCard';
import { ReportUnsaved } from './ReportUnsaved';
import type { UnsavedRegistry } from './UnsavedChangesGuard';

export const SocialLinksCardFragment = graphql(`
  fragment SocialLinksCard_decedent on Decedent {
    id
    socialMediaLinks {
      ...SocialMediaLinks_links
    }
  }
`);

const SaveSocialMutation = graphql(`
  mutation SaveSocialMediaLinks($opi: String!, $links: SocialMediaLinksInput!) {
    saveSocialMediaLinks(opi: $opi, socialMediaLinks: $links) {
      message
      decedent {
        id
        ...SocialLinksCard_decedent
        ...SocialLinks_decedent
      }
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
  Object.fromEntries(SOCIAL_KINDS.map((k) => [k, v.selected.includes(k) ? (v.links[k] ?? '') : '']));
export const validateSocial = (v: SocialValues) => {
  const errors = nestErrors(check(socialLinksRule, socialInput(v)));
  return errors ? { links: errors } : undefined;
};

/** One selected network: its address, and the button that removes it. */
function SelectedLink({ kind, onRemove }: { kind: SocialKind; onRemove: () => void }) {
  return (
    <li>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Field name={`links.${kind}`}>
          {({ input, meta }) => (
            <TextInput
              {...input}
              type="url"
              label={SOCIAL_LABELS[kind]}
              placeholder={PLACEHOLDERS[kind]}
              style={{ flex: 1 }}
              maxLength={WEBSITE_URL_MAX + 1}
              error={fieldError(meta) ?? (meta.error && meta.dirty ? meta.error : undefined)}
            />
          )}
        </Field>
        <ActionIcon variant="subtle" color="red" size="lg" mt={26} aria-label={`Remove ${SOCIAL_LABELS[kind]}`} onClick={onRemove}>
          <CloseIcon size={18} />
        </ActionIcon>
      </Group>
    </li>
  );
}

/** Save: the selected links sent, the gateway's message shown, its refusals put under their fields. */
function useSaveSocialLinks(opi: string) {
  const [save] = useMutation(SaveSocialMutation);
  return async (values: SocialValues) => {
    try {
      const { data } = await save({ variables: { opi, links: socialInput(values) } });
      if (data) notifySuccess(data.saveSocialMediaLinks.message);
      return undefined;
    } catch (error) {
      return submitErrors(error, { prefix: 'links.' });
    }
  };
}

export interface SocialLinksCardProps {
  opi: string;
  decedent: FragmentType<typeof SocialLinksCardFragment>;
  registry?: UnsavedRegistry;
}

/** 3. Add Social Media Links To Your Website (arrangements-portal 4.5, 5.4). */
export function SocialLinksCard({ opi, decedent: ref, registry }: SocialLinksCardProps) {
  const socialMediaLinks = getFragmentData(SocialMediaLinksFragment, getFragmentData(SocialLinksCardFragment, ref).socialMediaLinks);
  const onSubmit = useSaveSocialLinks(opi);
  const stored = SOCIAL_KINDS.filter((k) => socialMediaLinks[k]);
  const initialValues: SocialValues = { selected: stored, links: Object.fromEntries(stored.map((k) => [k, socialMediaLinks[k] ?? ''])) };

  return (
    <WebsiteCard number={3} title="Add Social Media Links To Your Website" id="social">
      <Text c="stone.8" mb="md">
        Link the pages where family and friends share memories. Choose a network, then paste its address.
      </Text>
      <Form<SocialValues>
        initialValues={initialValues}
        initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
        validate={validateSocial}
        onSubmit={onSubmit}
      >
        {({ handleSubmit, form, values, dirty, pristine, hasValidationErrors, submitting, submitError }) => {
          const choosable = SOCIAL_KINDS.filter((k) => !values.selected.includes(k));
          return (
            <form onSubmit={handleSubmit} noValidate aria-label="Social Media Links">
              <ReportUnsaved registry={registry} name="social" message={WEBSITE_MESSAGES.socialUnsaved} dirty={!!dirty} form={form} />
              <Stack gap="md">
                {choosable.length > 0 && (
                  <NativeSelect
                    label="Choose a link type"
                    value=""
                    data={[{ value: '', label: 'Select a network…' }, ...choosable.map((k) => ({ value: k, label: SOCIAL_LABELS[k] }))]}
                    onChange={(e) => {
                      const kind = e.currentTarget.value as SocialKind;
                      if (kind) form.change('selected', [...values.selected, kind]);
                    }}
                  />
                )}
                {values.selected.length === 0 ? (
                  <Text c="stone.7" size="sm">
                    No links selected yet.
                  </Text>
                ) : (
                  <Stack gap="sm" component="ul" className="plain-list" aria-label="Selected links">
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
                    Save
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
