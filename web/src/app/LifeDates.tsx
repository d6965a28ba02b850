import type { ReactNode } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../gql';
import { MEMORIAL_TEXTS, type Locale } from '@memorial/schema';
import { formatCardDate, lifeSpan } from './format';
import { useLocale, useT } from './i18n';

export const LifeDatesFragment = graphql(`
  fragment LifeDates_decedent on Decedent {
    dateOfBirth
    dateOfDeath
  }
`);

/** Birth – Death in words, as the memorial page writes them (in the page's language when given). */
export function lifeSpanOf(ref: FragmentType<typeof LifeDatesFragment>, locale: Locale = 'en'): string {
  const { dateOfBirth, dateOfDeath } = getFragmentData(LifeDatesFragment, ref);
  return lifeSpan(dateOfBirth, dateOfDeath, locale);
}

export interface LifeDatesProps {
  className: string;
  decedent: FragmentType<typeof LifeDatesFragment>;
  children?: ReactNode;
}

/**
 * Date of Birth and Date of Death as the cards show them (MM-DD-YYYY, Spanish 02/06/1941; '-' when absent); children add
 * more rows. The language is useLocale()'s: a server render writes what the browser hydrates.
 */
export function LifeDates({ className, decedent: ref, children }: LifeDatesProps) {
  const { dateOfBirth, dateOfDeath } = getFragmentData(LifeDatesFragment, ref);
  const t = useT();
  const locale = useLocale();
  return (
    <dl className={className}>
      <div>
        <dt>{t(MEMORIAL_TEXTS, 'dateOfBirth')}</dt>
        <dd>{formatCardDate(dateOfBirth, locale)}</dd>
      </div>
      <div>
        <dt>{t(MEMORIAL_TEXTS, 'dateOfDeath')}</dt>
        <dd>{formatCardDate(dateOfDeath, locale)}</dd>
      </div>
      {children}
    </dl>
  );
}
