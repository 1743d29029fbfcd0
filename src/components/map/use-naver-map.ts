import { useEffect, useState, type RefObject } from 'react';
import { reportError } from '@/domain/report-error';
import type { MapOutcome } from './show-company-map';

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

/** Loads the script, geocodes the address and draws the map (all in the map's own chunk); reports where it got to. */
export function useNaverMap({ clientId, address, title, containerRef, enabled }: UseNaverMapOptions): NaverMapStatus {
  const [outcome, setOutcome] = useState<MapOutcome | null>(null);

  useEffect(() => {
    if (!clientId || !enabled) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    mapCode().then(
      ({ showCompanyMap }) => {
        if (!cancelled) stop = showCompanyMap({ clientId, address, title, containerRef, settle: setOutcome });
      },
      (error: unknown) => {
        reportError('The map code failed to load', error);
        if (!cancelled) setOutcome('script-failed');
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [clientId, enabled, address, title, containerRef]);

  if (!clientId) return 'no-key';
  return outcome ?? 'loading';
}
