/** Where the grave is, for the directions and 360 view links. */

export interface LocationLike {
  latitude?: number | null;
  longitude?: number | null;
  address?: string | null;
  geoJson?: { type: string; coordinates: unknown } | null;
}

type Position = [number, number];

function positionsOf(coordinates: unknown): Position[] {
  if (!Array.isArray(coordinates)) return [];
  if (coordinates.length >= 2 && typeof coordinates[0] === 'number' && typeof coordinates[1] === 'number') {
    return [[coordinates[0], coordinates[1]]];
  }
  return coordinates.flatMap(positionsOf);
}

/** The grave's own point, else the middle of the cemetery outline (GeoJSON is longitude, latitude). */
export function pointOf(location: LocationLike | null | undefined): { lat: number; lng: number } | null {
  if (!location) return null;
  if (typeof location.latitude === 'number' && typeof location.longitude === 'number') return { lat: location.latitude, lng: location.longitude };
  const positions = positionsOf(location.geoJson?.coordinates);
  if (positions.length === 0) return null;
  const lng = positions.reduce((sum, p) => sum + p[0], 0) / positions.length;
  const lat = positions.reduce((sum, p) => sum + p[1], 0) / positions.length;
  return { lat, lng };
}

/** A maps link that routes the visitor to the grave (or the cemetery address). */
export function directionsUrl(location: LocationLike | null | undefined): string | null {
  const point = pointOf(location);
  if (point) return `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}`;
  if (location?.address) return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(location.address)}`;
  return null;
}

/** The ground-level panorama at the grave; only offered when the cemetery outline exists. */
export function panoramaUrl(location: LocationLike | null | undefined): string | null {
  if (!location?.geoJson) return null;
  const point = pointOf(location);
  return point ? `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${point.lat},${point.lng}` : null;
}
