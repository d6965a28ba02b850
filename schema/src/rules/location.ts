import { z } from 'zod';
import { NAMESPACE, says } from '../i18n/index.js';

/**
 * The cemetery location staff set for a decedent (PUT /decedent/{id}/location): a property name and an outline,
 * a GeoJSON Polygon or MultiPolygon. The outline's structure is checked by the gateway with a GeoJSON validator;
 * these are the plain-word messages it answers, each naming the field.
 */
export const LOCATION_MESSAGES = {
  [NAMESPACE]: 'location',
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
  chooseProperty: 'Choose a cemetery property',
} as const;

/** Staff's Cemetery Location screen (/admin/{opi}/location). */
export const CEMETERY_LOCATION_TEXTS = {
  [NAMESPACE]: 'cemeteryLocation',
  title: 'Cemetery Location',
  lead: 'Where the grave is. A property with an outline shows the Ground-Level Cemetery 360 View on the public page.',
  current: 'Current location',
  currentOf: 'Current location of {name}',
  viewOn: '360 view on ({type})',
  viewOff: '360 view off: no outline',
  remove: 'Remove location',
  none: 'No cemetery location is set: the public page shows no Burial Location and no 360 view.',
  setLocation: 'Set the location',
  how: 'How to set the location',
  chooseProperty: 'Choose a property',
  newProperty: 'New property and outline',
  form: 'Cemetery location',
  save: 'Save Location',
  property: 'Cemetery property',
  /** A property without an outline, among the choices: {name}, its name. */
  propertyNoOutline: '{name} (no outline)',
  propertyName: 'Property name',
  outline: 'Cemetery outline (GeoJSON)',
  outlineHelp:
    'A Polygon or MultiPolygon, e.g. \'{\'"type": "Polygon", "coordinates": [[[-122.45, 37.67], …]]\'}\'. Leave it empty for no 360 view.',
} as const;

export const GEOJSON_MAX_CHARS = 100_000;
/** The longest cemetery property name. */
export const LOCATION_PROPERTY_NAME_MAX = 200;

/** The fields besides the outline's structure: a property name (with an outline or without), or an existing property chosen by id. */
export const cemeteryLocationRule = z
  .object({
    cemeteryLocationId: z
      .number(says(LOCATION_MESSAGES, 'locationMissing'))
      .int(says(LOCATION_MESSAGES, 'locationMissing'))
      .positive(says(LOCATION_MESSAGES, 'locationMissing'))
      .optional()
      .nullable(),
    propertyName: z
      .string(says(LOCATION_MESSAGES, 'propertyNameRequired'))
      .trim()
      .max(LOCATION_PROPERTY_NAME_MAX, says(LOCATION_MESSAGES, 'propertyNameTooLong'))
      .optional()
      .nullable(),
    geoJson: z.unknown().optional(),
  })
  .refine((v) => v.cemeteryLocationId != null || !!v.propertyName, {
    ...says(LOCATION_MESSAGES, 'propertyNameRequired'),
    path: ['propertyName'],
  });
