import { LOCATION_PROPERTY_NAME_MAX } from '@memorial/schema';
import type { RestRoute } from '../route.js';
import { etagOf, versionOf } from '../route.js';

const LOCATION_FIELDS = 'id propertyName geoJson { type coordinates } latitude longitude address';

/** The body's fields: an existing property by its id, or a property's name and outline. */
const LOCATION_BODY = {
  cemeteryLocationId: {
    type: ['integer', 'null'],
    description: 'An existing cemetery property, chosen instead of a name and outline (one that does not exist: 400).',
  },
  propertyName: {
    type: ['string', 'null'],
    maxLength: LOCATION_PROPERTY_NAME_MAX,
    description: `The new property's name, at most ${LOCATION_PROPERTY_NAME_MAX} characters: required without cemeteryLocationId (else 400).`,
  },
  geoJson: {
    type: ['object', 'string', 'null'],
    description:
      "The property's outline: a GeoJSON Polygon or MultiPolygon (or a Feature holding one), as an object or as its JSON text, longitude and latitude in degrees. Absent: no outline, so no 360 view.",
  },
};

/** PUT /decedent/{id}/location (admin): the body is the cemetery location, {propertyName, geoJson} or {cemeteryLocationId}. */
export const locationRoutes: RestRoute[] = [
  {
    method: 'PUT',
    path: '/decedent/:id/location',
    roles: ['admin'],
    body: {
      input: 'CemeteryLocationInput',
      properties: {
        ...LOCATION_BODY,
        cemeteryLocation: {
          type: 'object',
          description:
            'The same fields wrapped in one object, as older clients send them; when present, the fields beside it are not read.',
          properties: LOCATION_BODY,
        },
      },
    },
    summary:
      'Sets the cemetery location (admin): body propertyName and geoJson (a GeoJSON Polygon or MultiPolygon; without it, no 360 view), or cemeteryLocationId. data: cemeteryLocation.',
    operation: `mutation SetCemeteryLocation($opi: String!, $location: CemeteryLocationInput!, $version: Int) {
      setCemeteryLocation(opi: $opi, location: $location, version: $version) { message version cemeteryLocation { ${LOCATION_FIELDS} } } }`,
    variables: (req) => {
      const { params, body } = req;
      // The legacy body may wrap the location in cemeteryLocation.
      const b = (body['cemeteryLocation'] && typeof body['cemeteryLocation'] === 'object' ? body['cemeteryLocation'] : body) as Record<
        string,
        unknown
      >;
      const id = b['cemeteryLocationId'];
      return {
        opi: params['id'],
        location: {
          cemeteryLocationId: typeof id === 'number' && Number.isInteger(id) && Math.abs(id) < 2 ** 31 ? id : id == null ? null : 0,
          propertyName: typeof b['propertyName'] === 'string' ? b['propertyName'] : null,
          geoJson: b['geoJson'] ?? null,
        },
        version: versionOf(req, 'cemeteryLocation'),
      };
    },
    data: (r) => ({ cemeteryLocation: r['setCemeteryLocation'].cemeteryLocation }),
    etag: (r) => etagOf({ cemeteryLocation: r['setCemeteryLocation'].version }),
    message: (r) => r['setCemeteryLocation'].message,
  },
];
