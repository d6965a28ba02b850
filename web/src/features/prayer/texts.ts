/**
 * The designer's labels that the spec quotes (arrangements-portal 2.6). They belong with PRAYER_MESSAGES in
 * schema/src/rules/prayer.ts (owned by the prayer card's gateway work); kept here, in one place, until they move.
 */
export const PRAYER_DESIGNER_TEXTS = {
  step1: 'Step 1: Choose a card or upload your own photo',
  step1Chosen: 'Step 1: Your prayer card',
  step2: 'Step 2: Select or enter a poem',
  step2Hint: 'Press EDIT CARD to choose a poem and the location, or to write your own words on any page.',
  step2Editing: 'Choose a poem and the location, or click any text on the page to change it.',
  selectPoem: 'Select Poem',
  selectLocation: 'Select Location',
  editCard: 'EDIT CARD',
  cancel: 'CANCEL',
  saveCard: 'SAVE CARD',
  lastEditedBy: 'Last edited by',
  lastEditedAt: 'Last edited at',
} as const;
