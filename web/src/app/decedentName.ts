import { LOCALES, NAME_PREFIXES, prefixLabel, translate } from '@memorial/schema';
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

/** Prefix, first, middle and last name, those given; the title in the language of `translate` (a component's useT()). */
export const decedentName = (ref: DecedentNameRef, translate?: Parameters<typeof personName>[1]): string =>
  personName(getFragmentData(DecedentNameFragment, ref), translate);

/** The first letters of the first and last name, for a portrait without a picture. */
export function decedentInitials(ref: DecedentNameRef): string {
  const { firstName, lastName } = getFragmentData(DecedentNameFragment, ref);
  return initialsOf([firstName, lastName].filter(Boolean).join(' '));
}

const bare = (word: string) => word.replace(/\.$/, '');
/** A name title as stored (Mr) or as a language writes it (Spanish Sr.), with or without its period. */
const isTitle = (word: string) =>
  NAME_PREFIXES.some(
    (p) =>
      p === bare(word) || LOCALES.some((l) => bare(prefixLabel((ns, key, values) => translate(l, ns, key, values), p) ?? p) === bare(word)),
  );

/**
 * The initials of a name written in one piece: the first letters of its first and last word, a title before them
 * left out ("Mr Thomas Edward Whitmore", "Sr. Thomas Edward Whitmore": TW). The one place initials are made.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length > 1 && isTitle(words[0]!)) words.shift();
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
