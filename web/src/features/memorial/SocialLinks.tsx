import { Button, Group, Title } from '@mantine/core';
import { MEMORIAL_TEXTS, SOCIAL_LINK_KINDS, type SocialLinkKind } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { SocialMediaLinksFragment } from '../../app/socialLinks';
import { ExternalIcon, LinkIcon } from '../../app/icons';
import { isWebLink } from './DonationLinks';

export const SocialLinksFragment = graphql(`
  fragment SocialLinks_decedent on Decedent {
    id
    socialMediaLinks {
      ...SocialMediaLinks_links
    }
  }
`);

/** The networks' own names; the family's own website is named in the reader's language. */
const LABELS: Record<Exclude<SocialLinkKind, 'CustomUrl'>, string> = {
  Facebook: 'Facebook',
  Instagram: 'Instagram',
  Twitter: 'Twitter',
  Tiktok: 'TikTok',
  Blog: 'Blog',
  Youtube: 'YouTube',
  Linkedin: 'LinkedIn',
};

/** The social profiles the family linked. Nothing when there are none. */
export function SocialLinks({ decedent: ref }: { decedent: FragmentType<typeof SocialLinksFragment> }) {
  const socialMediaLinks = getFragmentData(SocialMediaLinksFragment, getFragmentData(SocialLinksFragment, ref).socialMediaLinks);
  const links = SOCIAL_LINK_KINDS.flatMap((kind) => {
    const url = socialMediaLinks[kind];
    return url && isWebLink(url) ? [{ kind, url }] : [];
  });
  const t = useT();
  if (links.length === 0) return null;
  const labelOf = (kind: SocialLinkKind) => (kind === 'CustomUrl' ? t(MEMORIAL_TEXTS, 'socialWebsite') : LABELS[kind]);

  return (
    <section className="memorial-section" aria-labelledby="social-heading">
      <Title order={2} id="social-heading" className="memorial-section__title">
        {t(MEMORIAL_TEXTS, 'stayConnected')}
      </Title>
      <Group gap="sm">
        {links.map(({ kind, url }) => (
          <Button
            key={kind}
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<LinkIcon size={16} />}
            rightSection={<ExternalIcon size={13} />}
            aria-label={t(MEMORIAL_TEXTS, 'websiteLinkLabel', { label: labelOf(kind) })}
          >
            {labelOf(kind)}
          </Button>
        ))}
      </Group>
    </section>
  );
}
