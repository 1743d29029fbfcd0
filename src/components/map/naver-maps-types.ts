/**
 * The small slice of the NAVER Maps JavaScript API v3 (window.naver.maps) this site uses, typed by hand.
 * Reference: https://navermaps.github.io/maps.js.ncp/docs/
 */
export interface NaverLatLng {
  lat(): number;
  lng(): number;
}

export interface NaverMapInstance {
  destroy?(): void;
}

export interface NaverMarker {
  setMap(map: NaverMapInstance | null): void;
}

export interface NaverInfoWindow {
  open(map: NaverMapInstance, anchor: NaverMarker): void;
  close(): void;
}

export interface NaverMapOptions {
  center: NaverLatLng;
  zoom: number;
  zoomControl: boolean;
  zoomControlOptions: { style: number; position: number };
  scrollWheel?: boolean;
}

export interface NaverMarkerOptions {
  position: NaverLatLng;
  map: NaverMapInstance;
  title?: string;
}

export interface NaverInfoWindowOptions {
  content: string | HTMLElement;
  borderWidth?: number;
  borderColor?: string;
  backgroundColor?: string;
  anchorSize?: { width: number; height: number };
  pixelOffset?: unknown;
}

/** One geocoding hit: x is the longitude, y the latitude, both as decimal strings. */
export interface NaverGeocodeAddress {
  x: string;
  y: string;
  roadAddress?: string;
  jibunAddress?: string;
}

export interface NaverGeocodeResponse {
  v2: { addresses: NaverGeocodeAddress[] };
}

export interface NaverMapsApi {
  LatLng: new (lat: number, lng: number) => NaverLatLng;
  Map: new (element: HTMLElement, options: NaverMapOptions) => NaverMapInstance;
  Marker: new (options: NaverMarkerOptions) => NaverMarker;
  InfoWindow: new (options: NaverInfoWindowOptions) => NaverInfoWindow;
  Position: { TOP_RIGHT: number };
  ZoomControlStyle: { SMALL: number };
  /** Present once the geocoder submodule has loaded. */
  Service?: {
    Status: { OK: number | string };
    geocode(request: { query: string }, callback: (status: number | string, response: NaverGeocodeResponse) => void): void;
  };
  /** Set by maps.js when its submodules have finished loading; else onJSContentLoaded is called later. */
  jsContentLoaded?: boolean;
  onJSContentLoaded?: () => void;
}

declare global {
  interface Window {
    naver?: { maps?: NaverMapsApi };
    /** Called by maps.js when the client id is rejected (wrong key or unregistered web service URL). */
    navermap_authFailure?: () => void;
  }
}
