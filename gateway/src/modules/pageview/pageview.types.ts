import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('PageViewResult')
export class PageViewResult {
  @Field(() => Boolean, {
    description: "True once counted. A page the viewer may not see is not counted: the answer is the page's own (PRIVATE, NOT_FOUND).",
  })
  counted!: boolean;
}

@ObjectType('PageViewDayCount', { description: 'The page views of one day (America/Los_Angeles).' })
export class PageViewDayCount {
  @Field(() => String, { description: 'YYYY-MM-DD.' }) day!: string;
  @Field(() => Int) count!: number;
}

/** The counts of one decedent's page; each field is read when asked (the staff list asks for one of them). */
@ObjectType('PageViewStats', {
  description: "Views of the decedent's public page, counted per day on this server (no personal data kept).",
})
export class PageViewStats {
  /** Not in the schema: whose counts these are. */
  decedentId!: number;
}
