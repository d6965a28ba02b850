import { Arg, Query, Resolver } from 'type-graphql';
import { Allow } from '../../request/access.js';
import { CountyType, ReferenceData, StateType } from './reference.types.js';
import { counties, referenceData, states } from './reference.service.js';

@Resolver()
export class ReferenceResolver {
  @Query(() => ReferenceData)
  @Allow('public')
  referenceData(): ReferenceData {
    return referenceData();
  }

  @Query(() => [StateType])
  @Allow('public')
  states(@Arg('countryCode', () => String) countryCode: string): StateType[] {
    return states(countryCode);
  }

  @Query(() => [CountyType], { description: 'US counties of a state.' })
  @Allow('public')
  counties(@Arg('stateCode', () => String) stateCode: string): CountyType[] {
    return counties(stateCode);
  }
}
