import type { RefObject } from 'react';
import { reportError } from '@/domain/report-error';
import { drawCompanyMap, geocodeAddress } from './draw-company-map';
import { loadNaverMaps, onNaverMapsAuthFailure } from './naver-map-loader';

/** How showing the map ended. */
export type MapOutcome = 'ready' | 'script-failed' | 'geocode-failed';

interface ShowCompanyMapOptions {
  clientId: string;
  address: string;
  title: string;
  /** Where the map is drawn; must stay mounted. */
  containerRef: RefObject<HTMLElement | null>;
  /** Hears how it ended (and, later, a failed authentication); never after the returned stop. */
  settle: (outcome: MapOutcome) => void;
}

/**
 * Loads the NAVER Maps script, geocodes the address and draws the map with its info bubble (part of the map's own
 * chunk, map-code.ts, with what it calls); returns what stops it and removes the map.
 */
export function showCompanyMap({ clientId, address, title, containerRef, settle }: ShowCompanyMapOptions): () => void {
  let stopped = false;
  let destroy: (() => void) | undefined;
  const tell = (outcome: MapOutcome) => {
    if (!stopped) settle(outcome);
  };
  const stopListening = onNaverMapsAuthFailure(() => tell('script-failed'));

  void (async () => {
    const maps = await loadNaverMaps(clientId).catch((error: unknown) => {
      reportError('The NAVER Maps script failed to load', error);
      return null;
    });
    if (stopped) return;
    if (!maps) return tell('script-failed');
    const point = await geocodeAddress(maps, address);
    const element = containerRef.current;
    if (stopped || !element) return;
    if (!point) return tell('geocode-failed');
    try {
      const map = drawCompanyMap(maps, element, point, { title, address });
      destroy = () => map.destroy?.();
      tell('ready');
    } catch (error) {
      reportError('Drawing the map failed', error);
      tell('script-failed');
    }
  })();

  return () => {
    stopped = true;
    stopListening();
    destroy?.();
  };
}
