import { Anchor, Stack, Text, Title } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { ExternalIcon, GiftIcon } from '../../app/icons';

export const DonationLinksFragment = graphql(`
  fragment DonationLinks_decedent on Decedent {
    id
    donationDetails {
      id
      donationUrlName
      donationUrlSrc
      donationUrlDescription
    }
  }
`);

/** Only links to the web (http or https) are offered to visitors. */
export const isWebLink = (url: string): boolean => /^https?:\/\//i.test(url.trim());

/** Donate / Charity: where the family asks gifts to go. Nothing when there are none. */
export function DonationLinks({ decedent: ref }: { decedent: FragmentType<typeof DonationLinksFragment> }) {
  const { donationDetails } = getFragmentData(DonationLinksFragment, ref);
  const links = donationDetails.filter((d) => isWebLink(d.donationUrlSrc));
  if (links.length === 0) return null;

  return (
    <section className="memorial-section" aria-labelledby="donations-heading">
      <Title order={2} id="donations-heading" className="memorial-section__title">
        Donate / Charity
      </Title>
      <ul className="donations">
        {links.map((d) => (
          <li key={d.id} className="donation">
            <span className="donation__icon" aria-hidden>
              <GiftIcon size={20} />
            </span>
            <Stack gap={2}>
              <Anchor href={d.donationUrlSrc} target="_blank" rel="noopener noreferrer" fw={600} c="sage.8">
                {d.donationUrlName} <ExternalIcon size={13} />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </Anchor>
              {d.donationUrlDescription && (
                <Text size="sm" c="stone.8">
                  {d.donationUrlDescription}
                </Text>
              )}
            </Stack>
          </li>
        ))}
      </ul>
    </section>
  );
}
