import { Field, Int, ObjectType } from 'type-graphql';
import { FuneralHomeType } from '../reference/index.js';

@ObjectType('ObituaryIndexEntry', { description: 'A public obituary as the index lists it.' })
export class ObituaryIndexEntry {
  @Field(() => String) opi!: string;
  @Field(() => String, { description: 'firstname-lastname-obituary: the official page is /obituaries/name/{slug}/{opi}.' })
  slug!: string;
  @Field(() => String, { description: "The name as the page shows it: the obituary's display name, else the full name." })
  fullName!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) birthDate!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) deathDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The portrait's stable public address (/obituaries/portrait/{opi}?v=...), or null without a portrait.",
  })
  portraitUrl!: string | null;
}

@ObjectType('ObituaryIndex', { description: "One page of a funeral home's public obituaries, newest death first." })
export class ObituaryIndex {
  @Field(() => FuneralHomeType) home!: FuneralHomeType;
  @Field(() => String, { nullable: true, description: 'The search as applied (trimmed); null when none.' })
  search!: string | null;
  @Field(() => Int, { description: 'The page answered: the one asked for, within 1 and pageCount.' }) page!: number;
  @Field(() => Int, { description: 'At least 1 (an empty index has one empty page).' }) pageCount!: number;
  @Field(() => Int, { description: 'How many obituaries match, on every page.' }) total!: number;
  @Field(() => [ObituaryIndexEntry]) entries!: ObituaryIndexEntry[];
}
