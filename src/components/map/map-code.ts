// What use-naver-map.ts loads on demand, as one chunk: the NAVER script loader and the drawing code.
export { loadNaverMaps, onNaverMapsAuthFailure } from './naver-map-loader';
export { drawCompanyMap, geocodeAddress } from './draw-company-map';
