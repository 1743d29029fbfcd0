import { reportError } from '@/domain/report-error';
import type { NaverLatLng, NaverMapInstance, NaverMapsApi } from './naver-maps-types';

/** How close the company map shows the address (Naver Maps zoom level). */
const MAP_ZOOM = 17;

/** Resolves the address to a point with the geocoder submodule, or null when it cannot be found. */
export function geocodeAddress(maps: NaverMapsApi, address: string): Promise<NaverLatLng | null> {
  const service = maps.Service;
  if (!service) return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      service.geocode({ query: address }, (status, response) => {
        const hit = status === service.Status.OK ? response?.v2?.addresses?.[0] : undefined;
        const lat = Number(hit?.y);
        const lng = Number(hit?.x);
        resolve(hit && Number.isFinite(lat) && Number.isFinite(lng) ? new maps.LatLng(lat, lng) : null);
      });
    } catch (error) {
      reportError('Geocoding failed', error);
      resolve(null);
    }
  });
}

/** The info bubble's content, built as DOM nodes so that no text is ever parsed as HTML. */
function infoContent(title: string, address: string): HTMLElement {
  const box = document.createElement('div');
  box.style.cssText = 'padding:10px 14px;max-width:240px;font-size:13px;line-height:1.5;color:#0f172a;';
  const name = document.createElement('strong');
  name.style.cssText = 'display:block;font-size:14px;';
  name.textContent = title;
  const line = document.createElement('span');
  line.style.cssText = 'display:block;color:#334155;';
  line.textContent = address;
  box.append(name, line);
  return box;
}

/** Draws the map centred on the point at zoom 17 with the small zoom control at the top right, a marker and its label. */
export function drawCompanyMap(
  maps: NaverMapsApi,
  element: HTMLElement,
  point: NaverLatLng,
  label: { title: string; address: string },
): NaverMapInstance {
  const map = new maps.Map(element, {
    center: point,
    zoom: MAP_ZOOM,
    zoomControl: true,
    zoomControlOptions: { style: maps.ZoomControlStyle.SMALL, position: maps.Position.TOP_RIGHT },
    // The page scrolls past the map: the wheel must not zoom it by surprise.
    scrollWheel: false,
  });
  const marker = new maps.Marker({ position: point, map, title: label.title });
  const infoWindow = new maps.InfoWindow({ content: infoContent(label.title, label.address) });
  infoWindow.open(map, marker);
  return map;
}
