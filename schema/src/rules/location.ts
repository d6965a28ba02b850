import { z } from 'zod';

/**
 * The cemetery location staff set for a decedent (PUT /decedent/{id}/location): a property name and an outline,
 * a GeoJSON Polygon or MultiPolygon. The outline's structure is checked by the gateway with a GeoJSON validator;
 * these are the plain-word messages it answers, each naming the field.
 */
export const LOCATION_MESSAGES = {
  propertyNameRequired: 'Property name is required',
  propertyNameTooLong: 'Property name must be at most 200 characters',
  geoJsonNotJson: 'Cemetery outline (geoJson) must be GeoJSON text: it could not be read as JSON',
  geoJsonWrongType: 'Cemetery outline (geoJson) must be a Polygon or MultiPolygon',
  geoJsonInvalid:
    'Cemetery outline (geoJson) is not a valid Polygon or MultiPolygon: each ring needs four or more [longitude, latitude] positions and must end where it starts',
  geoJsonOutOfRange: 'Cemetery outline (geoJson) positions must have a longitude from -180 to 180 and a latitude from -90 to 90',
  geoJsonTooLarge: 'Cemetery outline (geoJson) is too large: at most 100,000 characters',
  locationMissing: 'The chosen cemetery property does not exist',
  saved: 'Cemetery location saved',
  removed: 'Cemetery location removed',
} as const;

export const GEOJSON_MAX_CHARS = 100_000;
/** The longest cemetery property name. */
export const LOCATION_PROPERTY_NAME_MAX = 200;

/** The fields besides the outline's structure: a property name (with an outline or without), or an existing property chosen by id. */
export const cemeteryLocationRule = z
  .object({
    cemeteryLocationId: z
      .number({ error: LOCATION_MESSAGES.locationMissing })
      .int(LOCATION_MESSAGES.locationMissing)
      .positive(LOCATION_MESSAGES.locationMissing)
      .optional()
      .nullable(),
    propertyName: z
      .string({ error: LOCATION_MESSAGES.propertyNameRequired })
      .trim()
      .max(LOCATION_PROPERTY_NAME_MAX, LOCATION_MESSAGES.propertyNameTooLong)
      .optional()
      .nullable(),
    geoJson: z.unknown().optional(),
  })
  .refine((v) => v.cemeteryLocationId != null || !!v.propertyName, {
    message: LOCATION_MESSAGES.propertyNameRequired,
    path: ['propertyName'],
  });
