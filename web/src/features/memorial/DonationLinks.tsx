import { useId, useState } from 'react';
import { Anchor, Collapse, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { MEMORIAL_TEXTS } from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useT } from '../../app/i18n';
import { ChevronRightIcon, ExternalIcon, GiftIcon } from '../../app/icons';

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

export interface DonationLinksProps {
  decedent: FragmentType<typeof DonationLinksFragment>;
  /** A section of the page, or the decedent card's collapsible entry (closed until opened). */
  variant?: 'section' | 'collapsible';
}

/** Donate / Charity: where the family asks gifts to go. Nothing when there are none. */
export function DonationLinks({ decedent: ref, variant = 'section' }: DonationLinksProps) {
  const { donationDetails } = getFragmentData(DonationLinksFragment, ref);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const t = useT();
  const links = donationDetails.filter((d) => isWebLink(d.donationUrlSrc));
  if (links.length === 0) return null;

  const list = (
    <ul className="donations" id={listId}>
      {links.map((d) => (
        <li key={d.id} className="donation">
          <span className="donation__icon" aria-hidden>
            <GiftIcon size={20} />
          </span>
          <Stack gap={2}>
            <Anchor href={d.donationUrlSrc} target="_blank" rel="noopener noreferrer" fw={600} c="sage.8">
              {d.donationUrlName} <ExternalIcon size={13} />
              <span className="visually-hidden"> {t(MEMORIAL_TEXTS, 'opensInNewTab')}</span>
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
  );
  if (variant === 'collapsible') {
    return (
      <section className="decedent-card__section" aria-labelledby={`${listId}-heading`}>
        <Title order={2} className="decedent-card__title">
          <UnstyledButton
            id={`${listId}-heading`}
            className="card-collapse"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((o) => !o)}
          >
            <span>{t(MEMORIAL_TEXTS, 'donate')}</span>
            <span className="card-collapse__chevron" aria-hidden>
              <ChevronRightIcon size={16} />
            </span>
          </UnstyledButton>
        </Title>
        <Collapse expanded={open}>{list}</Collapse>
      </section>
    );
  }

  return (
    <section className="memorial-section" aria-labelledby="donations-heading">
      <Title order={2} id="donations-heading" className="memorial-section__title">
        {t(MEMORIAL_TEXTS, 'donate')}
      </Title>
      {list}
    </section>
  );
}
