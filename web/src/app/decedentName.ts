import { NAME_PREFIXES } from '@memorial/schema';
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
  return initialsOf([firstName, lastName].filter(Boolean).join(' '));
}

/**
 * The initials of a name written in one piece: the first letters of its first and last word, a title before them
 * left out ("Mr Thomas Edward Whitmore": TW). The one place initials are made.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length > 1 && (NAME_PREFIXES as readonly string[]).includes(words[0]!.replace(/\.$/, ''))) words.shift();
  return [words[0], words.length > 1 ? words.at(-1) : undefined]
    .map((w) => w?.[0] ?? '')
    .join('')
    .toUpperCase();
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
