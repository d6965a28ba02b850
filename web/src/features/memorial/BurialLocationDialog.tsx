import { lazy, Suspense, useMemo } from 'react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { LazyModal } from '../../app/LazyModal';
import { useLatched } from '../../app/useLatched';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { DirectionsIcon, ExternalIcon, PanoramaIcon } from '../../app/icons';
import { MEMORIAL_DIALOG_TEXTS, MEMORIAL_TEXTS } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { directionsUrl, outlinePolygons, panoramaUrl, pointOf, type LatLngPair } from './location';
import './map/burial.css';

/** Leaflet and its styles load with the map, only once a visitor opens the dialog. */
const CemeteryMap = lazy(() => import('./map/CemeteryMap'));

export const BurialLocationDialogFragment = graphql(`
  fragment BurialLocationDialog_decedent on Decedent {
    id
    cemeteryLocation {
      id
      propertyName
      address
      latitude
      longitude
      geoJson {
        type
        coordinates
      }
    }
  }
`);

export const MapSettingsQuery = graphql(`
  query MapSettings {
    mapSettings {
      tileUrl
      tileAttribution
      maxZoom
      gravesiteLocatorUrl
    }
  }
`);

export const MAP_HEIGHT = 300;

export interface BurialLocationDialogProps {
  decedent: FragmentType<typeof BurialLocationDialogFragment>;
  opened: boolean;
  onClose: () => void;
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
function NewTab() {
  const t = useT();
  return (
    <>
      {' '}
      <span className="visually-hidden">{t(MEMORIAL_TEXTS, 'opensInNewTab')}</span>
    </>
  );
}

/**
 * The resting place: a map of the cemetery's outline with a marker (on the configured tiles, or on a plain
 * background), the property name and address, Get Directions, the 360 view when the outline exists, and the
 * gravesite locator when the site has one.
 */
export function BurialLocationDialog({ decedent: ref, opened, onClose }: BurialLocationDialogProps) {
  const { cemeteryLocation } = getFragmentData(BurialLocationDialogFragment, ref);
  // Public configuration, asked once the dialog first opens and kept from then on (closing must not redraw the map
  // without its tiles while the dialog fades out); failing, the map has no tiles.
  const wanted = useLatched(opened);
  const t = useT();
  const settings = useQuery(MapSettingsQuery, { skip: !wanted || !cemeteryLocation });
  const outline = useMemo(() => outlinePolygons(cemeteryLocation), [cemeteryLocation]);
  const marker = useMemo((): LatLngPair | null => {
    const point = pointOf(cemeteryLocation);
    return point ? [point.lat, point.lng] : null;
  }, [cemeteryLocation]);
  if (!cemeteryLocation) return null;

  const directions = directionsUrl(cemeteryLocation);
  const panorama = outline ? panoramaUrl(cemeteryLocation) : null;
  const map = settings.data?.mapSettings;
  const tileUrl = map?.tileUrl ?? null;
  const locator = map?.gravesiteLocatorUrl ?? null;
  // A marker alone on a plain background says nothing: without an outline the map needs tiles.
  const showMap = !settings.loading && (outline !== null || (marker !== null && tileUrl !== null));
  const waitingForMap = settings.loading && outline !== null;

  return (
    <LazyModal opened={opened} onClose={onClose} title={t(MEMORIAL_TEXTS, 'burialLocation')} size={showMap || waitingForMap ? 'xl' : 'md'}>
      <div className="burial">
        {waitingForMap && <Skeleton height={MAP_HEIGHT} radius="md" aria-hidden className="burial__map" />}
        {showMap && (
          <div className="burial__map">
            <Suspense fallback={<Skeleton height={MAP_HEIGHT} radius="md" aria-hidden />}>
              <CemeteryMap
                outline={outline}
                marker={marker}
                propertyName={cemeteryLocation.propertyName}
                address={cemeteryLocation.address}
                tileUrl={tileUrl}
                tileAttribution={map?.tileAttribution ?? null}
                maxZoom={map?.maxZoom ?? 19}
              />
            </Suspense>
          </div>
        )}
        <Stack gap="sm" className="burial__details">
          <Text fw={600} size="lg" className="burial__property">
            {cemeteryLocation.propertyName}
          </Text>
          {cemeteryLocation.address && (
            <Text component="address" c="stone.8" style={{ fontStyle: 'normal' }}>
              {cemeteryLocation.address}
            </Text>
          )}
          <Group gap="sm" mt="xs">
            {directions && (
              <Button component="a" href={directions} {...external} leftSection={<DirectionsIcon size={16} />}>
                {t(MEMORIAL_TEXTS, 'getDirections')}
                <NewTab />
              </Button>
            )}
            {panorama && (
              <Button component="a" href={panorama} {...external} variant="light" leftSection={<PanoramaIcon size={16} />}>
                {t(MEMORIAL_TEXTS, 'panorama')}
                <NewTab />
              </Button>
            )}
            {locator && (
              <Button component="a" href={locator} {...external} variant="default" leftSection={<ExternalIcon size={16} />}>
                {t(MEMORIAL_DIALOG_TEXTS, 'gravesiteLocator')}
                <NewTab />
              </Button>
            )}
          </Group>
        </Stack>
      </div>
    </LazyModal>
  );
}
