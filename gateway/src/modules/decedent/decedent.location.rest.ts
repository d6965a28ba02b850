import type { RestRoute } from '../route.js';
import { etagOf, versionOf } from '../route.js';

const LOCATION_FIELDS = 'id propertyName geoJson { type coordinates } latitude longitude address';

/** PUT /decedent/{id}/location (admin): the body is the cemetery location, {propertyName, geoJson} or {cemeteryLocationId}. */
export const locationRoutes: RestRoute[] = [
  {
    method: 'PUT',
    path: '/decedent/:id/location',
    roles: ['admin'],
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
