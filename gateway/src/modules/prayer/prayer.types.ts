import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { Locale } from '@memorial/schema';

@ObjectType('PrayerTextField', { description: 'One text field of a prayer card page (arrangements-portal 3).' })
export class PrayerTextField {
  @Field(() => String, { description: 'title, content, poem, footer, heading1, heading2, textarea or group.' }) type!: string;
  @Field(() => String, { nullable: true }) subType?: string | null;
  @Field(() => String) name!: string;
  @Field(() => String) text!: string;
  @Field(() => Int, { description: 'The order of the fields on the page (lower first).' }) priority!: number;
  @Field(() => String, { description: 'A key of PRAYER_FONTS.' }) font!: string;
  @Field(() => Int, { description: 'Points: 12 to 28, or 32.' }) size!: number;
  @Field(() => Boolean) bold!: boolean;
  @Field(() => Boolean) italic!: boolean;
  @Field(() => Boolean) underline!: boolean;
  @Field(() => String, { description: 'left, center, right or justify.' }) align!: string;
  @Field(() => Int, { nullable: true }) line?: number | null;
}

@ObjectType('PrayerCardPage', { description: 'One of the four pages: 0 Front Cover, 1 Inside Left, 2 Inside Right, 3 Back Cover.' })
export class PrayerCardPage {
  @Field(() => Int) index!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: "The page's background image at print resolution (750 x 1275), if it has one." })
  imageURL?: string | null;
  @Field(() => [PrayerTextField]) textFields!: PrayerTextField[];
}

@ObjectType('PrayerCardTemplate', {
  description: 'A prayer card template made by the portal: its art and the default layout of its pages.',
})
export class PrayerCardTemplate {
  @Field(() => Int) id!: number;
  @Field(() => Int) templateId!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { description: "Always 'prayer'." }) type!: string;
  @Field(() => String, { description: 'The front image at print resolution (750 x 1275 px).' }) imageURL!: string;
  @Field(() => String, { description: 'A small image of the front for the chooser.' }) thumbnailURL!: string;
  @Field(() => [PrayerCardPage]) pages!: PrayerCardPage[];
}

@ObjectType('Poem', { description: 'A poem or prayer of the library (all in the public domain).' })
export class Poem {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) content!: string;
  @Field(() => String, { nullable: true }) author?: string | null;
  @Field(() => String, { description: "The text's language: en or es (the chooser offers the card's language first)." }) language!: Locale;
}

@ObjectType('PrayerLocation', { description: "A funeral home, printed as the card's footer." })
export class PrayerLocation {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) address!: string;
}

@ObjectType('PrayerCard', { description: "A decedent's prayer card (arrangements-portal 2.6, 3, 4.3)." })
export class PrayerCardView {
  @Field(() => String) opi!: string;
  @Field(() => Int, { nullable: true }) templateId!: number | null;
  @Field(() => String, { nullable: true }) templateName!: string | null;
  @Field(() => String, { nullable: true, description: 'The front image: the template art or the uploaded photo (print resolution).' })
  imageURL!: string | null;
  @Field(() => Boolean, { description: 'Made from an uploaded photo rather than a template.' }) isCustom!: boolean;
  @Field(() => String, {
    description:
      "The card's language, en or es: its fixed texts (heading, dates, template words) and print PDF are in it, whoever views it. Set when the card is started (the language named, else the request's); before that, the request's.",
  })
  language!: Locale;
  @Field(() => String, { nullable: true, description: 'The crop of the uploaded photo, x,y,width,height.' }) coordinates!: string | null;
  @Field(() => [PrayerCardPage], { description: "The four pages: the template's layout filled for this decedent until the family saves." })
  pages!: PrayerCardPage[];
  @Field(() => Int, { nullable: true }) poemId!: number | null;
  @Field(() => String, { nullable: true }) poemTitle!: string | null;
  @Field(() => String, { nullable: true }) poemContent!: string | null;
  @Field(() => String, { nullable: true }) finalContent!: string | null;
  @Field(() => Int, { nullable: true }) locationId!: number | null;
  @Field(() => Boolean, { description: "The decedent's prayerStatus: nothing can change, for anyone." }) isLocked!: boolean;
  @Field(() => Date, { nullable: true }) submittedAt!: Date | null;
  @Field(() => [String], { description: 'The submitted pages (PNG, 750 x 1275), in page order.' }) renderedPageURLs!: string[];
  @Field(() => String, { nullable: true, description: 'The print-ready PDF (landscape letter, crop marks), once submitted.' }) printURL!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Staff only: who edited the card last.' }) lastEditedBy!: string | null;
  @Field(() => Date, { nullable: true, description: 'Staff only: when the card was edited last.' }) lastEditedAt!: Date | null;
  @Field(() => Int, { description: 'The current version of the card: a save sends the version its form was loaded at.' })
  version!: number;
}

@ObjectType('PrayerCardResult')
export class PrayerCardResult {
  @Field(() => String) message!: string;
  @Field(() => PrayerCardView) card!: PrayerCardView;
}

@InputType('PrayerTextFieldInput')
export class PrayerTextFieldInput {
  @Field(() => String) type!: string;
  @Field(() => String, { nullable: true }) subType?: string | null;
  @Field(() => String) name!: string;
  @Field(() => String) text!: string;
  @Field(() => Int) priority!: number;
  @Field(() => String) font!: string;
  @Field(() => Int) size!: number;
  @Field(() => Boolean) bold!: boolean;
  @Field(() => Boolean) italic!: boolean;
  @Field(() => Boolean) underline!: boolean;
  @Field(() => String) align!: string;
  @Field(() => Int, { nullable: true }) line?: number | null;
}

@InputType('PrayerCardPageInput')
export class PrayerCardPageInput {
  @Field(() => Int) index!: number;
  @Field(() => [PrayerTextFieldInput]) textFields!: PrayerTextFieldInput[];
}

@InputType('PrayerCardInput')
export class PrayerCardInput {
  @Field(() => [PrayerCardPageInput]) pages!: PrayerCardPageInput[];
  @Field(() => Int, {
    nullable: true,
    description: "Starts the card from this template first when it is not the card's template (the legacy POST sends it with every save).",
  })
  templateId?: number | null;
  @Field(() => Int, { nullable: true }) poemId?: number | null;
  @Field(() => String, { nullable: true }) poemTitle?: string | null;
  @Field(() => String, { nullable: true }) poemContent?: string | null;
  @Field(() => String, { nullable: true }) finalContent?: string | null;
  @Field(() => Int, { nullable: true }) locationId?: number | null;
  @Field(() => String, { nullable: true }) coordinates?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The card's language, en or es: its fixed texts still in the old language's words change with it. Absent keeps it.",
  })
  language?: string | null;
}
