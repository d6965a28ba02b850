import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ProgramCardTemplate', {
  description: 'A service program template (a .docx made by the portal) with its front and back previews.',
})
export class ProgramCardTemplate {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) previewFrontImageUrl!: string;
  @Field(() => String) previewBackImageUrl!: string;
}

@ObjectType('ProgramCardTemplatePage')
export class ProgramCardTemplatePage {
  @Field(() => [ProgramCardTemplate]) items!: ProgramCardTemplate[];
  @Field(() => Int) total!: number;
  @Field(() => Int) limit!: number;
  @Field(() => Int, { description: 'The page, from 0.' }) offset!: number;
}

@ObjectType('ProgramCard', { description: "A decedent's service program card (arrangements-portal 2.7, 3, 4.4)." })
export class ProgramCardView {
  @Field(() => String) opi!: string;
  @Field(() => ProgramCardTemplate, { nullable: true }) programCardTemplate!: ProgramCardTemplate | null;
  @Field(() => String, {
    nullable: true,
    description: "The chosen template as .docx with the decedent's name and dates filled in (a signed URL).",
  })
  templateFileUrl!: string | null;
  @Field(() => String, { nullable: true, description: 'The uploaded program (a signed URL).' }) fileUrl!: string | null;
  @Field(() => String, { nullable: true }) fileName!: string | null;
  @Field(() => Boolean, { description: "The decedent's programStatus: the upload step is hidden and nothing can change." })
  isLocked!: boolean;
  @Field(() => Date, { nullable: true }) submittedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Staff only: who edited the card last.' }) lastEditedBy!: string | null;
  @Field(() => Date, { nullable: true, description: 'Staff only: when the card was edited last.' }) lastEditedAt!: Date | null;
  @Field(() => Int, { description: 'The upload limit in bytes.' }) maxFileBytes!: number;
  @Field(() => Int, { description: 'The current version of the card: a save sends the version its form was loaded at.' })
  version!: number;
}

@ObjectType('ProgramCardResult')
export class ProgramCardResult {
  @Field(() => String) message!: string;
  @Field(() => ProgramCardView) programCard!: ProgramCardView;
}

@ObjectType('ProgramCardPreview', { description: 'The uploaded program as sanitised HTML (converted with mammoth).' })
export class ProgramCardPreview {
  @Field(() => String) html!: string;
  @Field(() => String, { nullable: true }) fileName!: string | null;
}
