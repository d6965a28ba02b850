import { Button, Group, Title } from '@mantine/core';
import { SOCIAL_LINK_KINDS, type SocialLinkKind } from '@memorial/schema';
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

const LABELS: Record<SocialLinkKind, string> = {
  CustomUrl: 'Website',
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
  if (links.length === 0) return null;

  return (
    <section className="memorial-section" aria-labelledby="social-heading">
      <Title order={2} id="social-heading" className="memorial-section__title">
        Stay Connected
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
            aria-label={`${LABELS[kind]} (opens in a new tab)`}
          >
            {LABELS[kind]}
          </Button>
        ))}
      </Group>
    </section>
  );
}
