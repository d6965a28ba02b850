import { getFragmentData, graphql, type FragmentType } from '../gql';
import { personName } from './format';

/** A decedent's legal name, as the arrangements screens, the dashboard and the staff list show it. */
export const DecedentNameFragment = graphql(`
  fragment DecedentName_decedent on Decedent {
    prefix
    firstName
    middleName
    lastName
  }
`);

type DecedentNameRef = FragmentType<typeof DecedentNameFragment>;

/** Prefix, first, middle and last name, those given. */
export const decedentName = (ref: DecedentNameRef): string => personName(getFragmentData(DecedentNameFragment, ref));

/** The first letters of the first and last name, for a portrait without a picture. */
export function decedentInitials(ref: DecedentNameRef): string {
  const { firstName, lastName } = getFragmentData(DecedentNameFragment, ref);
  return [firstName, lastName].map((s) => s?.[0] ?? '').join('');
}

/** The name the memorial pages show: the obituary's display name, else the full name. */
export const DisplayNameFragment = graphql(`
  fragment DisplayName_decedent on Decedent {
    fullName
    obituary {
      displayName
    }
  }
`);

export function displayName(ref: FragmentType<typeof DisplayNameFragment>): string {
  const decedent = getFragmentData(DisplayNameFragment, ref);
  return decedent.obituary.displayName || decedent.fullName;
}
