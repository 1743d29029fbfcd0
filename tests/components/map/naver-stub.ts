import { vi } from 'vitest';
import type { NaverGeocodeResponse, NaverMapsApi } from '@/components/map/naver-maps-types';

export const STATUS = { OK: 200, ERROR: 500 } as const;
export const TOP_RIGHT = 3;
export const SMALL = 2;

type Geocode = 'ok' | 'error' | 'empty';

/** A fake window.naver.maps with spies on what the map code constructs and calls. */
export function naverStub(geocode: Geocode = 'ok') {
  const map = { destroy: vi.fn() };
  const marker = { setMap: vi.fn() };
  const infoWindow = { open: vi.fn(), close: vi.fn() };
  const response = (addresses: NaverGeocodeResponse['v2']['addresses']): NaverGeocodeResponse => ({ v2: { addresses } });
  const api = {
    LatLng: vi.fn(function (lat: number, lng: number) {
      return { lat: () => lat, lng: () => lng };
    }),
    Map: vi.fn(function () {
      return map;
    }),
    Marker: vi.fn(function () {
      return marker;
    }),
    InfoWindow: vi.fn(function () {
      return infoWindow;
    }),
    Position: { TOP_RIGHT },
    ZoomControlStyle: { SMALL },
    Service: {
      Status: STATUS,
      geocode: vi.fn((_request: { query: string }, callback: (status: number, response: NaverGeocodeResponse) => void) => {
        if (geocode === 'error') callback(STATUS.ERROR, response([]));
        else if (geocode === 'empty') callback(STATUS.OK, response([]));
        else callback(STATUS.OK, response([{ x: '127.9500', y: '37.3300', roadAddress: '강원특별자치도 원주시 단구로 170' }]));
      }),
    },
    jsContentLoaded: true,
  };
  return { api, maps: api as unknown as NaverMapsApi, map, marker, infoWindow };
}

export function naverScripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="oapi.map.naver.com"]'));
}

/** Makes the browser "finish" loading the script: installs the fake API first, as maps.js would. */
export function finishScript(maps: NaverMapsApi | undefined) {
  const script = naverScripts()[0];
  if (!script) throw new Error('no NAVER Maps script was inserted');
  if (maps) window.naver = { maps };
  script.dispatchEvent(new Event('load'));
}

export function failScript() {
  const script = naverScripts()[0];
  if (!script) throw new Error('no NAVER Maps script was inserted');
  script.dispatchEvent(new Event('error'));
}

/** An IntersectionObserver that reports the element as (nearly) visible right after observe(). */
export class ImmediateIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
