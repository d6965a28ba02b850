import type { ReactNode } from 'react';
import { Anchor, Paper, Switch, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MEMORIAL_TEXTS, type Role } from '@memorial/schema';
import { useLocale, useT } from '../../app/i18n';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { DecedentCard_DecedentFragment } from '../../gql/graphql';
import { decedentInitials, displayName } from '../../app/decedentName';
import { lifeSpanOf } from '../../app/LifeDates';
import { DirectionsIcon, PinIcon, PortalIcon } from '../../app/icons';
import { useSession } from '../../app/session';
import { DonationLinks } from './DonationLinks';
import { directionsUrl } from './location';
import { ShareWebsite } from './ShareWebsite';
import { usePagePrivacy } from '../../app/memorial/usePagePrivacy';

export const DecedentCardFragment = graphql(`
  fragment DecedentCard_decedent on Decedent {
    id
    opi
    isPrivate
    hasAccess
    officialUrl
    funeralHome {
      code
      name
      address
    }
    cemeteryLocation {
      id
      propertyName
      address
      latitude
      longitude
      geoJson {
        type
        coordinates
      }
    }
    relatedProfiles {
      id
      opi
      slug
      pictureUrl
      ...DecedentName_decedent
      ...DisplayName_decedent
      ...LifeDates_decedent
    }
    ...DisplayName_decedent
    ...DonationLinks_decedent
  }
`);

/** Redirect To FAA Portal, by role (memorial-portal 2); visitors have none. */
export function portalPath(role: Role | null, opi: string): string | null {
  if (role === 'admin') return `/admin/${opi}/arrangements`;
  if (role === 'cl-arranger') return `/admin/${opi}/arrangements?onePortal=true`;
  if (role === 'arranger') return `/app/${opi}/arrangements`;
  return null;
}

type Card = DecedentCard_DecedentFragment;

/** Related Profiles: the other memorial pages of the family, each a link with its photo, name and dates. */
function RelatedProfiles({ profiles }: { profiles: Card['relatedProfiles'] }) {
  const t = useT();
  const locale = useLocale();
  if (profiles.length === 0) return null;
  return (
    <section className="decedent-card__section" aria-labelledby="related-profiles-heading">
      <Title order={2} id="related-profiles-heading" className="decedent-card__title">
        {t(MEMORIAL_TEXTS, 'relatedProfiles')}
      </Title>
      <ul className="related-profiles">
        {profiles.map((p) => {
          const relatedName = displayName(p);
          return (
            <li key={p.id}>
              <Link className="related-profile" to={`/name/${p.slug}/${p.opi}`}>
                <span className="related-profile__photo" aria-hidden>
                  {p.pictureUrl ? <img src={p.pictureUrl} alt="" /> : decedentInitials(p)}
                </span>
                <span className="related-profile__text">
                  <span className="related-profile__name">{relatedName}</span>
                  <span className="related-profile__dates">{lifeSpanOf(p, locale)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Locations: the burial (when there is one) and the funeral home, each with its directions. */
function CardLocations({ burial, home }: { burial: Card['cemeteryLocation']; home: Card['funeralHome'] }) {
  const burialDirections = directionsUrl(burial);
  // The funeral homes' addresses are written in full (street, city, state and zip).
  const homeAddress = home.address;
  const t = useT();
  return (
    <section className="decedent-card__section" aria-labelledby="locations-heading">
      <Title order={2} id="locations-heading" className="decedent-card__title">
        {t(MEMORIAL_TEXTS, 'locations')}
      </Title>
      <ul className="card-locations">
        {burial && (
          <li>
            <PinIcon size={18} />
            <div>
              <Text fw={600} size="sm">
                {t(MEMORIAL_TEXTS, 'burial', { place: burial.propertyName })}
              </Text>
              {burial.address && (
                <Text size="sm" c="stone.8">
                  {burial.address}
                </Text>
              )}
              {burialDirections && (
                <Anchor href={burialDirections} target="_blank" rel="noopener noreferrer" size="sm" c="sage.8">
                  <DirectionsIcon size={14} /> {t(MEMORIAL_TEXTS, 'getDirections')}{' '}
                  <span className="visually-hidden">{t(MEMORIAL_TEXTS, 'directionsTo', { place: burial.propertyName })}</span>
                </Anchor>
              )}
            </div>
          </li>
        )}
        <li>
          <PinIcon size={18} />
          <div>
            <Text fw={600} size="sm">
              {home.name}
            </Text>
            {homeAddress && (
              <>
                <Text size="sm" c="stone.8">
                  {homeAddress}
                </Text>
                <Anchor href={directionsUrl({ address: homeAddress })!} target="_blank" rel="noopener noreferrer" size="sm" c="sage.8">
                  <DirectionsIcon size={14} /> {t(MEMORIAL_TEXTS, 'getDirections')}{' '}
                  <span className="visually-hidden">{t(MEMORIAL_TEXTS, 'directionsTo', { place: home.name })}</span>
                </Anchor>
              </>
            )}
          </div>
        </li>
      </ul>
    </section>
  );
}

export interface DecedentCardProps {
  decedent: FragmentType<typeof DecedentCardFragment>;
  /**
   * MERGE SLOTS. The visitor forms built on other branches drop in here, in the spec's order, from MemorialPage:
   * Send Flowers (flowers/trees tribute buttons), Stay Updated (subscribe form) and Contact Family (collapsible form).
   * Nothing is rendered for a slot left empty.
   */
  sendFlowers?: ReactNode;
  stayUpdated?: ReactNode;
  contactFamily?: ReactNode;
}

/**
 * The decedent dashboard card (memorial-portal 2). The photo, display name, dates and Login / Log out are the
 * page's hero (MemorialHero, MemorialLogin) above it; this card holds the rest, in the spec's order.
 */
export function DecedentCard({ decedent: ref, sendFlowers, stayUpdated, contactFamily }: DecedentCardProps) {
  const decedent = getFragmentData(DecedentCardFragment, ref);
  const { role } = useSession();
  const privacy = usePagePrivacy(decedent.id, decedent.opi);
  const name = displayName(decedent);
  const owner = role === 'arranger' && decedent.hasAccess;
  const portal = portalPath(role, decedent.opi);
  const t = useT();

  return (
    <Paper component="section" className="decedent-card" aria-label={t(MEMORIAL_TEXTS, 'aboutPerson', { name })} withBorder>
      <RelatedProfiles profiles={decedent.relatedProfiles} />
      <CardLocations burial={decedent.cemeteryLocation} home={decedent.funeralHome} />

      <DonationLinks decedent={decedent} variant="collapsible" />

      {/* MERGE SLOT: Send Flowers (ev branch: flowers/trees tribute buttons). */}
      {sendFlowers && <div className="decedent-card__section">{sendFlowers}</div>}
      {/* MERGE SLOT: Stay Updated (evsub branch: subscribe form with captcha). */}
      {stayUpdated && <div className="decedent-card__section">{stayUpdated}</div>}
      {/* MERGE SLOT: Contact Family (evmsg branch: collapsible contact form with captcha). */}
      {contactFamily && <div className="decedent-card__section">{contactFamily}</div>}

      <ShareWebsite url={decedent.officialUrl} name={name} opi={decedent.opi} />

      {(owner || portal) && (
        <div className="decedent-card__section decedent-card__family">
          {owner && (
            <Switch
              label={t(MEMORIAL_TEXTS, 'makePrivate')}
              checked={decedent.isPrivate}
              disabled={privacy.saving}
              onChange={(e) => privacy.set(e.currentTarget.checked)}
            />
          )}
          {portal && (
            <Anchor component={Link} to={portal} className="decedent-card__portal" c="sage.8" fw={600}>
              <PortalIcon size={16} /> {t(MEMORIAL_TEXTS, 'portal')}
            </Anchor>
          )}
        </div>
      )}
    </Paper>
  );
}
