import { ref } from '@mikro-orm/core';
import { check as checkGeoJson, HintError } from '@placemarkio/check-geojson';
import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { cemeteryLocationRule, funeralHomeFor, GEOJSON_MAX_CHARS, LOCATION_MESSAGES, t } from '@memorial/schema';
import { DomainError, validInput } from '../../errors.js';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';
import { RevisionService, VERSION_ARG, recordKey } from '../revision/index.js';
import { CemeteryLocation, type Decedent, type GeoJsonGeometry } from './decedent.entity.js';
import { DecedentService } from './decedent.service.js';
import { decedentLoaders } from './decedent.loaders.js';
import type { DecedentLike } from './decedent.rows.js';

@InputType('CemeteryLocationInput')
export class CemeteryLocationInput {
  @Field(() => Int, { nullable: true, description: 'An existing cemetery property, chosen instead of a name and outline.' })
  cemeteryLocationId?: number | null;
  @Field(() => String, { nullable: true }) propertyName?: string | null;
  @Field(() => GraphQLJSON, {
    nullable: true,
    description:
      'A GeoJSON Polygon or MultiPolygon (or a Feature holding one), as an object or as text; absent: no outline, so no 360 view.',
  })
  geoJson?: unknown;
}

@ObjectType('CemeteryLocationResult')
export class CemeteryLocationResult {
  @Field(() => CemeteryLocation, { nullable: true }) cemeteryLocation!: CemeteryLocation | null;
  @Field(() => String) message!: string;
  @Field(() => Int, { description: "The version of the decedent's cemetery location after this save." }) version!: number;
}

const bad = (geoJson: string) => DomainError.invalid({ geoJson });

function positions(coordinates: unknown): number[][] {
  if (!Array.isArray(coordinates)) return [];
  if (typeof coordinates[0] === 'number') return [coordinates as number[]];
  return coordinates.flatMap(positions);
}

/**
 * The outline as given (an object or GeoJSON text), checked by a GeoJSON validator and answered in our own words:
 * null when none was given. A Feature is unwrapped to its geometry; only Polygon and MultiPolygon outline a cemetery.
 */
export function outlineOf(value: unknown): GeoJsonGeometry | null {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text.length > GEOJSON_MAX_CHARS) throw bad(t(LOCATION_MESSAGES, 'geoJsonTooLarge'));
  type Parsed = { type?: unknown; geometry?: Parsed; coordinates?: unknown } | null;
  let parsed: Parsed;
  try {
    parsed = JSON.parse(text) as Parsed;
  } catch {
    throw bad(t(LOCATION_MESSAGES, 'geoJsonNotJson'));
  }
  if (parsed && typeof parsed === 'object' && parsed.type === 'Feature') parsed = parsed.geometry ?? null;
  if (!parsed || typeof parsed !== 'object' || (parsed.type !== 'Polygon' && parsed.type !== 'MultiPolygon'))
    throw bad(t(LOCATION_MESSAGES, 'geoJsonWrongType'));
  const geometry: GeoJsonGeometry = { type: parsed.type, coordinates: parsed.coordinates };
  try {
    checkGeoJson(JSON.stringify(geometry));
  } catch (error) {
    if (error instanceof HintError) throw bad(t(LOCATION_MESSAGES, 'geoJsonInvalid'));
    throw error;
  }
  if (positions(geometry.coordinates).some(([lng, lat]) => !(Math.abs(lng!) <= 180 && Math.abs(lat!) <= 90)))
    throw bad(t(LOCATION_MESSAGES, 'geoJsonOutOfRange'));
  return geometry;
}

/** Staff set the cemetery location of a decedent; its outline is what turns the public page's 360 view on. */
export class CemeteryLocationService {
  constructor(private readonly ctx: RequestScope) {}

  /**
   * Links an existing property, or records a new one: a property's outline is shared by many graves, so a name and
   * outline typed for one decedent never rewrites another's.
   */
  async set(opi: string, input: CemeteryLocationInput, version?: number | null): Promise<CemeteryLocationResult> {
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    const fields = validInput(cemeteryLocationRule, input);
    const em = this.ctx.em;
    let location: CemeteryLocation | null;
    if (fields.cemeteryLocationId != null) {
      location = await em.findOne(CemeteryLocation, { id: fields.cemeteryLocationId });
      if (!location) throw DomainError.invalid({ cemeteryLocationId: t(LOCATION_MESSAGES, 'locationMissing') });
    } else {
      const geoJson = outlineOf(input.geoJson);
      location = em.create(CemeteryLocation, { propertyName: fields.propertyName!, geoJson });
    }
    const saved = await this.claim(decedent, version);
    decedent.cemeteryLocation = ref(location);
    await em.flush();
    return { cemeteryLocation: location, message: t(LOCATION_MESSAGES, 'saved'), version: saved };
  }

  async remove(opi: string, version?: number | null): Promise<CemeteryLocationResult> {
    const decedent = await this.ctx.service(DecedentService).getActable(opi);
    const saved = await this.claim(decedent, version);
    decedent.cemeteryLocation = null;
    await this.ctx.em.flush();
    return { cemeteryLocation: null, message: t(LOCATION_MESSAGES, 'removed'), version: saved };
  }

  /**
   * Claims the next version of the decedent's cemetery location (which property it lies in: the property itself is
   * shared by many graves) for a save made from `version`; last before the write, so a refused save changes nothing.
   */
  private claim(decedent: Decedent, version: number | null | undefined): Promise<number> {
    return this.ctx
      .service(RevisionService)
      .claim(recordKey('cemeteryLocation', decedent.id), version, 'cemeteryLocation', funeralHomeFor(decedent.locationCode).timeZone);
  }

  /** The current version of a decedent's cemetery location, batched over a list of decedents. */
  version(decedent: DecedentLike): Promise<number> {
    return this.ctx.service(RevisionService).load(recordKey('cemeteryLocation', decedent.id));
  }

  /** A decedent's cemetery location, as its page shows it. */
  async of(decedent: DecedentLike) {
    const id = decedent.cemeteryLocation?.id;
    if (!id) return null;
    const loaders = this.ctx.loaders(decedentLoaders);
    // The page's own batch has it; a location changed in this request after that batch is read by its id.
    const { location } = await loaders.extrasByDecedent.load(decedent.id);
    return location?.id === id ? location : loaders.locationById.load(id);
  }

  /** The cemetery properties already recorded, to choose one. */
  properties(): Promise<CemeteryLocation[]> {
    return this.ctx.em.find(CemeteryLocation, {}, { orderBy: { propertyName: 'asc', id: 'asc' } });
  }
}

@Resolver()
export class CemeteryLocationResolver {
  @Mutation(() => CemeteryLocationResult, {
    description: 'Sets the cemetery location of a decedent (admin): an existing property, or a property name with an optional outline.',
  })
  @Allow('admin')
  setCemeteryLocation(
    @Arg('opi', () => String) opi: string,
    @Arg('location', () => CemeteryLocationInput) location: CemeteryLocationInput,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ) {
    return ctx.service(CemeteryLocationService).set(opi, location, version);
  }

  @Mutation(() => CemeteryLocationResult, {
    description: 'Removes the cemetery location of a decedent (admin): no Burial Location, no 360 view.',
  })
  @Allow('admin')
  removeCemeteryLocation(
    @Arg('opi', () => String) opi: string,
    @Arg('version', () => Int, VERSION_ARG) version: number | null | undefined,
    @Ctx() ctx: RequestScope,
  ) {
    return ctx.service(CemeteryLocationService).remove(opi, version);
  }

  @Query(() => [CemeteryLocation], { description: 'Every cemetery property recorded, by name (admin).' })
  @Allow('admin')
  cemeteryProperties(@Ctx() ctx: RequestScope) {
    return ctx.service(CemeteryLocationService).properties();
  }
}
