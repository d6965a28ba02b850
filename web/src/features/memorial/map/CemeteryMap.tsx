import { useEffect, useId, useRef } from 'react';
import { MEMORIAL_DIALOG_TEXTS, t } from '@memorial/schema';
import { useT } from '../../../app/i18n';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LatLngPair, OutlinePolygon } from '../location';
import './map.css';

export interface CemeteryMapProps {
  /** The cemetery's outline; null draws the marker alone (only offered with tiles). */
  outline: OutlinePolygon[] | null;
  /** Where the marker stands: the grave, else the middle of the outline. */
  marker: LatLngPair | null;
  propertyName: string;
  address?: string | null;
  /** The tile URL template; null: the outline on a plain background, and no request leaves this site. */
  tileUrl: string | null;
  tileAttribution: string | null;
  maxZoom: number;
}

/** The zoom used when there is only a marker (about a city block on screen). */
const MARKER_ZOOM = 17;
const OUTLINE_COLOR = '#3b4e37'; // sage 9: 9:1 against the plain background, 3:1 against most tile colours
const PIN = `<svg viewBox="0 0 24 34" width="28" height="40" aria-hidden="true" focusable="false"><path d="M12 33S2 20.6 2 12a10 10 0 0 1 20 0c0 8.6-10 21-10 21z" fill="#8c2f1b" stroke="#fff" stroke-width="2"/><circle cx="12" cy="12" r="4" fill="#fff"/></svg>`;

/** The tile server's credit, set as text (Leaflet's own attribution control writes HTML): nothing to escape. */
function tileCredit(text: string): L.Control {
  const credit = new L.Control({ position: 'bottomright' });
  credit.onAdd = () => {
    const element = L.DomUtil.create('div', 'leaflet-control-attribution');
    element.textContent = text;
    L.DomEvent.disableClickPropagation(element);
    return element;
  };
  return credit;
}

/** The sentence a screen reader hears for the map, and what it can do with it. */
export function mapDescription({
  outline,
  propertyName,
  address,
  tileUrl,
}: Pick<CemeteryMapProps, 'outline' | 'propertyName' | 'address' | 'tileUrl'>): string {
  const place = address ? `${propertyName}, ${address}` : propertyName;
  return t(MEMORIAL_DIALOG_TEXTS, 'mapDescription', { outline: outline !== null, place, plain: !tileUrl });
}

type MapOptions = Pick<CemeteryMapProps, 'outline' | 'marker' | 'tileUrl' | 'tileAttribution' | 'maxZoom'>;

/** The Leaflet map in the element: the controls, the tiles (if any), the outline and the marker; frame() fits them in view. */
function drawMap(element: HTMLElement, { outline, marker, tileUrl, tileAttribution, maxZoom }: MapOptions) {
  const map = L.map(element, {
    renderer: new L.SVG({ padding: 0.5 }),
    zoomControl: true,
    attributionControl: false,
    keyboard: true,
    maxZoom,
    minZoom: 3,
    zoomSnap: 0.5,
  });
  // On a plain background the scale is what tells how large the section is.
  L.control.scale({ position: 'bottomleft', maxWidth: 120 }).addTo(map);
  if (tileUrl) {
    L.tileLayer(tileUrl, {
      maxZoom,
      // A tile that fails to load is left out (the plain background shows), never a broken image.
      errorTileUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==',
      crossOrigin: false,
    }).addTo(map);
    if (tileAttribution) tileCredit(tileAttribution).addTo(map);
  }
  const shape = outline
    ? L.polygon(outline, {
        color: OUTLINE_COLOR,
        weight: 3,
        fillColor: '#6a8664',
        fillOpacity: 0.25,
        interactive: false,
        className: 'cemetery-map__outline',
      }).addTo(map)
    : null;
  if (marker) {
    L.marker(marker, {
      icon: L.divIcon({ html: PIN, className: 'cemetery-map__marker', iconSize: [28, 40], iconAnchor: [14, 40] }),
      interactive: false,
      keyboard: false,
    }).addTo(map);
  }
  const frame = () => {
    if (shape) map.fitBounds(shape.getBounds(), { padding: [28, 28], maxZoom: Math.min(maxZoom, 19) });
    else if (marker) map.setView(marker, Math.min(MARKER_ZOOM, maxZoom));
  };
  return { map, frame };
}

/** Leaflet's zoom buttons are links with role button: make Space press them too, as a button's keys do. */
function pressOnSpace(event: KeyboardEvent) {
  const target = event.target as HTMLElement;
  if (event.key === ' ' && target.closest('.leaflet-control-zoom a')) {
    event.preventDefault();
    event.stopPropagation();
    target.click();
  }
}

/** The dialog may lay the map out after it is made (its opening transition, a phone turned): keep it framed. */
function keepFramed(element: HTMLElement, map: L.Map, frame: () => void): ResizeObserver {
  let framedWidth = element.clientWidth;
  const observer = new ResizeObserver(() => {
    map.invalidateSize();
    if (element.clientWidth !== framedWidth) {
      framedWidth = element.clientWidth;
      frame();
    }
  });
  observer.observe(element);
  return observer;
}

/**
 * The Burial Location map (Leaflet, drawn as SVG: no WebGL needed). Loaded only when the dialog opens. The outline
 * is fitted into view; the container is a named, focusable region (arrow keys pan, + and - zoom) with the zoom
 * buttons after it in the tab order, all inside the dialog's focus trap.
 */
export default function CemeteryMap(props: CemeteryMapProps) {
  const { outline, marker, propertyName, address, tileUrl, tileAttribution, maxZoom } = props;
  const container = useRef<HTMLDivElement>(null);
  const descriptionId = useId();
  const t = useT();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { map, frame } = drawMap(element, { outline, marker, tileUrl, tileAttribution, maxZoom });
    frame();
    element.addEventListener('keydown', pressOnSpace);
    // Leaflet's tiles and marker pane are decoration: the region's name and description say what the map shows.
    for (const pane of ['tilePane', 'markerPane', 'overlayPane'] as const) map.getPane(pane)?.setAttribute('aria-hidden', 'true');
    const observer = keepFramed(element, map, frame);
    return () => {
      element.removeEventListener('keydown', pressOnSpace);
      observer.disconnect();
      map.remove();
    };
  }, [outline, marker, tileUrl, tileAttribution, maxZoom]);

  return (
    <div className="cemetery-map">
      <div
        ref={container}
        className={`cemetery-map__canvas${tileUrl ? '' : ' cemetery-map__canvas--plain'}`}
        role="region"
        aria-label={t(MEMORIAL_DIALOG_TEXTS, 'mapOf', { place: propertyName })}
        aria-describedby={descriptionId}
        data-testid="cemetery-map"
        data-tiles={tileUrl ? 'on' : 'off'}
      />
      <p id={descriptionId} className="visually-hidden">
        {mapDescription({ outline, propertyName, address, tileUrl })}
      </p>
    </div>
  );
}
