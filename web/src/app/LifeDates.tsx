import type { ReactNode } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../gql';
import { formatCardDate, lifeSpan } from './format';

export const LifeDatesFragment = graphql(`
  fragment LifeDates_decedent on Decedent {
    dateOfBirth
    dateOfDeath
  }
`);

/** Birth – Death in words, as the memorial page writes them. */
export function lifeSpanOf(ref: FragmentType<typeof LifeDatesFragment>): string {
  const { dateOfBirth, dateOfDeath } = getFragmentData(LifeDatesFragment, ref);
  return lifeSpan(dateOfBirth, dateOfDeath);
}

export interface LifeDatesProps {
  className: string;
  decedent: FragmentType<typeof LifeDatesFragment>;
  children?: ReactNode;
}

/** Date of Birth and Date of Death as the cards show them (MM-DD-YYYY, '-' when absent); children add more rows. */
export function LifeDates({ className, decedent: ref, children }: LifeDatesProps) {
  const { dateOfBirth, dateOfDeath } = getFragmentData(LifeDatesFragment, ref);
  return (
    <dl className={className}>
      <div>
        <dt>Date of Birth</dt>
        <dd>{formatCardDate(dateOfBirth)}</dd>
      </div>
      <div>
        <dt>Date of Death</dt>
        <dd>{formatCardDate(dateOfDeath)}</dd>
      </div>
      {children}
    </dl>
  );
}
