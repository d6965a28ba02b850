import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Config } from '../../config.js';
import type { RequestScope } from '../../request/scope.js';
import { Allow } from '../../request/access.js';

/** What the Burial Location map needs from the configuration: public, the same for every visitor. */
@ObjectType('MapSettings')
export class MapSettings {
  @Field(() => String, {
    nullable: true,
    description: 'The tile URL template ({z}, {x}, {y}); null: the outline is drawn on a plain background.',
  })
  tileUrl!: string | null;

  @Field(() => String, { nullable: true, description: "The tile server's attribution, plain text." })
  tileAttribution!: string | null;

  @Field(() => Int, { description: 'The deepest zoom the tiles serve.' })
  maxZoom!: number;

  @Field(() => String, { nullable: true, description: 'The gravesite locator, {host}/map-tour; null when no host is configured.' })
  gravesiteLocatorUrl!: string | null;
}

export function mapSettingsOf(
  config: Pick<Config, 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION' | 'MAP_TILE_MAX_ZOOM' | 'GRAVESITE_LOCATOR_HOST'>,
): MapSettings {
  const tileUrl = config.MAP_TILE_URL ?? null;
  return {
    tileUrl,
    tileAttribution: tileUrl ? config.MAP_TILE_ATTRIBUTION?.trim() || null : null,
    maxZoom: config.MAP_TILE_MAX_ZOOM,
    gravesiteLocatorUrl: config.GRAVESITE_LOCATOR_HOST ? `${config.GRAVESITE_LOCATOR_HOST.replace(/\/+$/, '')}/map-tour` : null,
  };
}

@Resolver()
export class MapResolver {
  @Query(() => MapSettings, {
    description: 'The map tiles and the gravesite locator link of the Burial Location dialog (public configuration).',
  })
  @Allow('public')
  mapSettings(@Ctx() ctx: RequestScope): MapSettings {
    return mapSettingsOf(ctx.deps.config);
  }
}
