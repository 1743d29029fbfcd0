import { useEffect, useState, type RefObject } from 'react';
import { reportError } from '@/domain/report-error';

/**
 * The script loader and the drawing code, fetched only once the map is wanted (a key is set and the section is
 * near): a build without a NAVER key, or a visitor who never scrolls to 오시는 길, downloads neither.
 */
const mapCode = () => import('./map-code');

export type NaverMapStatus = 'no-key' | 'loading' | 'ready' | 'script-failed' | 'geocode-failed';

interface UseNaverMapOptions {
  clientId: string;
  address: string;
  title: string;
  /** Where the map is drawn; must stay mounted. */
  containerRef: RefObject<HTMLElement | null>;
  /** Load nothing until this is true (the section is near the viewport). */
  enabled: boolean;
}

/** Loads the script, geocodes the address and draws the map; reports where it got to. */
export function useNaverMap({ clientId, address, title, containerRef, enabled }: UseNaverMapOptions): NaverMapStatus {
  const [outcome, setOutcome] = useState<Exclude<NaverMapStatus, 'no-key' | 'loading'> | null>(null);

  useEffect(() => {
    if (!clientId || !enabled) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    let stopListening: (() => void) | undefined;

    void (async () => {
      const code = await mapCode().catch((error: unknown) => {
        reportError('The map code failed to load', error);
        return null;
      });
      if (cancelled) return;
      if (!code) return setOutcome('script-failed');
      const { loadNaverMaps, onNaverMapsAuthFailure, drawCompanyMap, geocodeAddress } = code;
      stopListening = onNaverMapsAuthFailure(() => setOutcome('script-failed'));
      const maps = await loadNaverMaps(clientId).catch((error: unknown) => {
        reportError('The NAVER Maps script failed to load', error);
        return null;
      });
      if (cancelled) return;
      if (!maps) return setOutcome('script-failed');
      const point = await geocodeAddress(maps, address);
      const element = containerRef.current;
      if (cancelled || !element) return;
      if (!point) return setOutcome('geocode-failed');
      try {
        const map = drawCompanyMap(maps, element, point, { title, address });
        destroy = () => map.destroy?.();
        setOutcome('ready');
      } catch (error) {
        reportError('Drawing the map failed', error);
        setOutcome('script-failed');
      }
    })();

    return () => {
      cancelled = true;
      stopListening?.();
      destroy?.();
    };
  }, [clientId, enabled, address, title, containerRef]);

  if (!clientId) return 'no-key';
  return outcome ?? 'loading';
}
