// What use-naver-map.ts loads on demand, as one chunk: the sequence that loads the NAVER script, geocodes the
// address and draws the map, with the loader and the drawing code it runs.
export { showCompanyMap } from './show-company-map';
