import { NAMESPACE, type MessageKey, type MessageValues, type Namespace } from '../i18n/index.js';

/**
 * The words of the memory types and relationships (issue 31), by id: MEMORY_TYPES and RELATIONSHIPS keep their shape
 * (ids and English names are the legacy contract, and the certificate checks against the names); a screen shows
 * `memoryTypeLabel(t, id)` and `relationshipLabel(t, id)` in its language.
 */
export const MEMORY_TYPE_LABELS = {
  [NAMESPACE]: 'memoryTypes',
  type1: 'Family',
  type2: 'Relationship',
  type3: 'Education',
  type4: 'Career',
  type5: 'Military',
  type6: 'Important Dates',
  type7: 'Hobby',
  type8: 'Remembrances',
  /** The type of a memory shared from the public form. */
  type9: 'Shared Memory',
} as const;

export const RELATIONSHIP_LABELS = {
  [NAMESPACE]: 'relationships',
  rel1: 'Aunt',
  rel2: 'Brother',
  rel3: 'Brother-in-law',
  rel4: 'Business Partner',
  rel5: 'Caregiver',
  rel6: 'Classmate',
  rel7: 'Colleague',
  rel8: 'Coroner',
  rel9: 'Cousin',
  rel10: 'Daughter',
  rel11: 'Daughter-in-law',
  rel12: 'Doctor',
  rel13: 'Father',
  rel14: 'Father-in-law',
  rel15: 'Fiance',
  rel16: 'Friend',
  rel17: 'Granddaughter',
  rel18: 'Grandfather',
  rel19: 'Grandmother',
  rel20: 'Grandson',
  rel21: 'Great-grandchild',
  rel22: 'Guardian',
  rel23: 'Half-brother',
  rel24: 'Half-sister',
  rel25: 'Husband',
  rel26: 'DPOAHC',
  rel27: 'Mother',
  rel28: 'Mother-in-law',
  rel29: 'Neighbor',
  rel30: 'Nephew',
  rel31: 'Niece',
  rel32: 'Nurse',
  rel33: 'Partner',
  rel34: 'Pastor',
  rel35: 'Sister',
  rel36: 'Sister-in-law',
  rel37: 'Son',
  rel38: 'Son-in-law',
  rel39: 'Spouse',
  rel40: 'Stepchild',
  rel41: 'Stepparent',
  rel42: 'SRDP',
  rel43: 'Other',
  rel44: 'Conservator',
  rel45: 'Self',
  rel46: 'Uncle',
  rel47: 'Wife',
} as const;

/** A `t` of the catalog: `useT()` in a component, `t` elsewhere. */
type Translate = <N extends Namespace>(namespace: N, key: MessageKey<N>, values?: MessageValues) => string;

/** A memory type's word in the language of `translate`, or undefined for an unknown id. */
export function memoryTypeLabel(translate: Translate, id: number): string | undefined {
  const key = `type${id}`;
  return key in MEMORY_TYPE_LABELS ? translate(MEMORY_TYPE_LABELS, key as MessageKey<typeof MEMORY_TYPE_LABELS>) : undefined;
}

/** A relationship's word in the language of `translate`, or undefined for an unknown id. */
export function relationshipLabel(translate: Translate, id: number): string | undefined {
  const key = `rel${id}`;
  return key in RELATIONSHIP_LABELS ? translate(RELATIONSHIP_LABELS, key as MessageKey<typeof RELATIONSHIP_LABELS>) : undefined;
}

/**
 * The name titles (prefixes) by their stored value (issue 31): NAME_PREFIXES, PROFILE_TITLES and NOTIFIER_PREFIXES
 * keep their values (the legacy contract); a select shows `prefixLabel(t, value)` in the reader's language.
 */
export const PREFIX_LABELS = {
  [NAMESPACE]: 'namePrefixes',
  Mr: 'Mr',
  Mrs: 'Mrs',
  Ms: 'Ms',
  Miss: 'Miss',
  Master: 'Master',
  Esq: 'Esq',
  Phd: 'Phd',
  Dr: 'Dr',
  Professor: 'Professor',
  Rev: 'Rev',
  Fr: 'Fr',
  Rabbi: 'Rabbi',
} as const;

/** A name title's word in the language of `translate`, or undefined for a value the list does not know. */
export function prefixLabel(translate: Translate, value: string): string | undefined {
  return Object.hasOwn(PREFIX_LABELS, value) ? translate(PREFIX_LABELS, value as MessageKey<typeof PREFIX_LABELS>) : undefined;
}

/** How a text writes a person's name with their title: each language decides whether the title comes along. */
export const TITLED_NAME_TEXTS = {
  [NAMESPACE]: 'titledName',
  titledName: '{title} {name}',
} as const;

/**
 * A person's name as a text writes it, with their title in the language of `translate` where that language writes one
 * (English "Mrs Eleanor Whitmore"; Spanish writes the name alone, see es/titledName.ts). A title the list does not
 * know is written as stored.
 */
export function titledName(translate: Translate, prefix: string | null | undefined, name: string): string {
  const title = prefix?.trim();
  if (!title) return name;
  return translate(TITLED_NAME_TEXTS, 'titledName', { title: prefixLabel(translate, title) ?? title, name }).trim();
}
