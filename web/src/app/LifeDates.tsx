import type { ReactNode } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../gql';
import { formatCardDate } from './format';

export const LifeDatesFragment = graphql(`
  fragment LifeDates_decedent on Decedent {
    dateOfBirth
    dateOfDeath
  }
`);

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
