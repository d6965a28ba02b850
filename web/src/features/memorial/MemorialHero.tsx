import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import { bannerSrcSet, MEMORIAL_TEXTS } from '@memorial/schema';
import { useLocale, useT } from '../../app/i18n';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { displayName, initialsOf } from '../../app/decedentName';
import { lifeSpanOf } from '../../app/LifeDates';
import { useSession } from '../../app/session';

// The editors (and the cropper) load only for those who may edit: a visitor never downloads them.
const BannerEditor = lazy(async () => ({ default: (await import('./media/BannerEditor')).BannerEditor }));
const PortraitEditor = lazy(async () => ({ default: (await import('./media/PortraitEditor')).PortraitEditor }));

export const MemorialHeroFragment = graphql(`
  fragment MemorialHero_decedent on Decedent {
    id
    opi
    hasAccess
    obituaryIsLocked
    bannerUrl
    originalBannerUrl
    pictureUrl
    ...DisplayName_decedent
    ...LifeDates_decedent
  }
`);

/**
 * The page-wide banner, the profile photo, the display name and Birth – Death. The family with access and staff
 * edit the photo and the banner here, in place, while the obituary is not locked (memorial-portal 1).
 */
export function MemorialHero({ decedent: ref, children }: { decedent: FragmentType<typeof MemorialHeroFragment>; children?: ReactNode }) {
  const decedent = getFragmentData(MemorialHeroFragment, ref);
  const name = displayName(decedent);
  const [bannerFailed, setBannerFailed] = useState(false);
  const [photoFailed, setPhotoFailed] = useState(false);
  const t = useT();
  const span = lifeSpanOf(decedent, useLocale());
  const { role } = useSession();
  const editable = !!role && decedent.hasAccess && !decedent.obituaryIsLocked;

  return (
    <section className="memorial-hero" aria-labelledby="memorial-name">
      <div className="memorial-banner">
        {decedent.bannerUrl && !bannerFailed ? (
          // The page's largest paint on every screen: fetched before the other pictures; a phone takes a narrow copy.
          <img
            src={decedent.bannerUrl}
            srcSet={bannerSrcSet(decedent.bannerUrl)}
            sizes="100vw"
            alt=""
            fetchPriority="high"
            onError={() => setBannerFailed(true)}
          />
        ) : (
          <div className="memorial-banner__plain" aria-hidden />
        )}
        {editable && (
          <Suspense fallback={null}>
            <BannerEditor opi={decedent.opi} originalUrl={decedent.originalBannerUrl ?? decedent.bannerUrl ?? null} />
          </Suspense>
        )}
      </div>
      <div className="memorial-hero__identity">
        <div className="memorial-portrait">
          {decedent.pictureUrl && !photoFailed ? (
            <img
              src={decedent.pictureUrl}
              alt={t(MEMORIAL_TEXTS, 'portraitOf', { name })}
              fetchPriority="high"
              onError={() => setPhotoFailed(true)}
            />
          ) : (
            <span className="memorial-portrait__initials" aria-hidden>
              {initialsOf(name)}
            </span>
          )}
          {editable && (
            <Suspense fallback={null}>
              <PortraitEditor opi={decedent.opi} name={name} />
            </Suspense>
          )}
        </div>
        <Text className="memorial-hero__eyebrow">{t(MEMORIAL_TEXTS, 'inLovingMemory')}</Text>
        <Title order={1} id="memorial-name" className="memorial-hero__name">
          {name}
        </Title>
        {span && <Text className="memorial-hero__dates">{span}</Text>}
        {children && <div className="memorial-hero__account">{children}</div>}
      </div>
    </section>
  );
}
