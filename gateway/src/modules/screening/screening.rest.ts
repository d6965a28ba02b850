import type { OperationData, Schema } from '../route.js';
import { withProperties } from '../route.js';
import { LIKELY_SPAM_SCORE, ScreeningLevel } from './screening.levels.js';

// How the legacy moderation lists (memories and messages) add an item's screening: flat fields beside the legacy ones.

/** The screening an item's GraphQL selection asks for, flattened by `withLegacyScreening`. */
export const SCREENING_SELECTION = 'screening { score level held summary reasons { code count hosts text } }';

/**
 * An item with its screening as the legacy lists add it: its legacy fields unchanged, then screeningScore,
 * screeningLevel and screeningSummary (null when it was never screened), held, and screeningReasons.
 * `held` is compared, not copied: traced on stand-ins, an object made of every field of a record that may be null is
 * documented as null itself (rest/shapes.ts), and the item is never null.
 */
export function withLegacyScreening<T extends { screening: OperationData | null }>({ screening, ...item }: T) {
  return {
    ...item,
    screeningScore: screening?.['score'] ?? null,
    screeningLevel: screening?.['level'] ?? null,
    held: screening?.['held'] === true,
    screeningSummary: screening?.['summary'] ?? null,
    screeningReasons: screening?.['reasons'] ?? [],
  };
}

/** The flat fields as the document gives them (traced, the score, level and summary would never be null). */
const LEGACY_SCREENING_FIELDS: Record<string, Schema> = {
  screeningScore: {
    type: ['integer', 'null'],
    minimum: 0,
    maximum: 100,
    description: 'The risk found when it arrived, 0 to 100; null when it arrived before screening began.',
  },
  screeningLevel: {
    type: ['string', 'null'],
    enum: [...Object.values(ScreeningLevel), null],
    description: `CLEAR, REVIEW, or LIKELY_SPAM from a score of ${LIKELY_SPAM_SCORE} (held); null when it was never screened.`,
  },
  held: {
    type: 'boolean',
    description: 'Held for review: likely spam when it arrived, not mailed to the family until released or decided on.',
  },
  screeningSummary: {
    type: ['string', 'null'],
    description:
      'The level and its reasons in words, in the reader’s language ("Likely spam: 3 links to unknown sites"); null when never screened.',
  },
};

/** A row's amendData: the traced answer with the flat screening fields' real types. */
export const withLegacyScreeningFields = (traced: Schema) => withProperties(traced, LEGACY_SCREENING_FIELDS);
