import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { PrayerOutput_CardFragment } from '../../gql/graphql';

/** The whole card as the prayer mutations of the chooser, the photo upload and submit answer it. */
export const PrayerOutputCardFragment = graphql(`
  fragment PrayerOutput_card on PrayerCard {
    opi
    version
    templateId
    templateName
    imageURL
    isCustom
    language
    coordinates
    pages {
      index
      name
      imageURL
      textFields {
        type
        subType
        name
        text
        priority
        font
        size
        bold
        italic
        underline
        align
        line
      }
    }
    poemId
    poemTitle
    poemContent
    finalContent
    locationId
    isLocked
    submittedAt
    renderedPageURLs
    printURL
    lastEditedBy
    lastEditedAt
  }
`);

export type PrayerOutputCard = PrayerOutput_CardFragment;

/** The card of a mutation's answer, unmasked for the screen's callbacks. */
export const outputCard = (card: FragmentType<typeof PrayerOutputCardFragment>): PrayerOutputCard =>
  getFragmentData(PrayerOutputCardFragment, card);
