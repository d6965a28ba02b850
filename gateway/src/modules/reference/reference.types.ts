import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('IdName')
export class IdNameType {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
}

@ObjectType('FuneralHome')
export class FuneralHomeType {
  @Field(() => String) code!: string;
  @Field(() => String) name!: string;
  @Field(() => String) city!: string;
  @Field(() => String) address!: string;
  @Field(() => String, { description: 'Ten digits.' }) phone!: string;
}

@ObjectType('Country')
export class CountryType {
  @Field(() => String, { description: 'ISO 3166-1 alpha-2.' }) code!: string;
  @Field(() => String) name!: string;
}

@ObjectType('State')
export class StateType {
  @Field(() => String, { description: 'ISO 3166-2 subdivision code, without the country.' }) code!: string;
  @Field(() => String) name!: string;
  @Field(() => String) countryCode!: string;
}

@ObjectType('County')
export class CountyType {
  @Field(() => String, { description: 'Five-digit FIPS code.' }) fips!: string;
  @Field(() => String) name!: string;
  @Field(() => String) stateCode!: string;
}

@ObjectType('Race')
export class RaceType {
  @Field(() => Int) id!: number;
  @Field(() => String) edrsCode!: string;
  @Field(() => String) name!: string;
  @Field(() => Int, { description: 'The group (raceHeaders) it is listed under.' }) headerId!: number;
}

@ObjectType('Ethnicity')
export class EthnicityType {
  @Field(() => Int) id!: number;
  @Field(() => String) edrsCode!: string;
  @Field(() => String) name!: string;
  @Field(() => Boolean, { description: 'A Hispanic group; the Hispanic toggle filters by it.' }) isHispanic!: boolean;
}

@ObjectType('ReferenceData')
export class ReferenceData {
  @Field(() => [IdNameType]) memoryTypes!: IdNameType[];
  @Field(() => [IdNameType]) relationships!: IdNameType[];
  @Field(() => [IdNameType]) genders!: IdNameType[];
  @Field(() => [String]) prefixes!: string[];
  @Field(() => [String]) profileTitles!: string[];
  @Field(() => [String]) socialLinkKinds!: string[];
  @Field(() => [FuneralHomeType]) funeralHomes!: FuneralHomeType[];
  @Field(() => [CountryType]) countries!: CountryType[];
  @Field(() => [IdNameType]) raceHeaders!: IdNameType[];
  @Field(() => [RaceType]) races!: RaceType[];
  @Field(() => [EthnicityType]) ethnicities!: EthnicityType[];
  @Field(() => [IdNameType]) qualifications!: IdNameType[];
  @Field(() => [String]) serviceBranches!: string[];
  @Field(() => [String]) serviceEras!: string[];
  @Field(() => [String]) maritalStatuses!: string[];
}
