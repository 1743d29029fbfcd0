import { useRef } from 'react';
import { naverMapClientId } from '@/config/env';
import { useNearViewport } from '@/lib/use-near-viewport';
import { AlertIcon, MapPinIcon } from '../ui/icons';
import { mapMessages } from './copy';
import { NaverMapLink } from './NaverMapLink';
import { useNaverMap, type NaverMapStatus } from './use-naver-map';

/** The map's height (px), the same while it loads and once drawn. */
export const MAP_HEIGHT_PX = 450;

interface NaverMapProps {
  /** The address to geocode and show. */
  address: string;
  /** The info bubble's title (the company name). */
  title: string;
  /** VITE_NAVER_MAP_CLIENT_ID by default; without one no script is loaded and a link panel is shown. */
  clientId?: string;
}

const FAILED_HEIGHT_PX = 240;

const overlayText: Record<Exclude<NaverMapStatus, 'ready' | 'no-key'>, string> = {
  loading: mapMessages.loading,
  'script-failed': mapMessages.scriptFailed,
  'geocode-failed': mapMessages.geocodeFailed,
};

/** Shown when no NAVER client id is configured: the address and a link to NAVER Map, no script at all. */
function AddressPanel({ address, title }: { address: string; title: string }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-500/15 text-brand-700 dark:text-brand-400">
          <MapPinIcon className="h-5 w-5" />
        </span>
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">{title}</p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{address}</p>
        </div>
      </div>
      <NaverMapLink address={address} className="shrink-0" />
    </div>
  );
}

/**
 * The directions map: NAVER Maps v3, loaded only when the section nears the viewport,
 * the address geocoded and marked with a labelled info bubble. 450 px tall.
 */
export function NaverMap({ address, title, clientId = naverMapClientId }: NaverMapProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(boxRef);
  const status = useNaverMap({ clientId, address, title, containerRef: mapRef, enabled: near });

  if (status === 'no-key') return <AddressPanel address={address} title={title} />;

  const failed = status === 'script-failed' || status === 'geocode-failed';
  return (
    <div>
      <div
        ref={boxRef}
        role="region"
        aria-label={mapMessages.mapLabel(title)}
        className="relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-900"
        // The map is 450 px tall; a failure message needs less room.
        style={{ height: failed ? FAILED_HEIGHT_PX : MAP_HEIGHT_PX }}
      >
        <div ref={mapRef} className="absolute inset-0" />
        {status !== 'ready' && (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-slate-700 dark:text-slate-300"
          >
            {failed ? (
              <AlertIcon className="h-7 w-7 text-red-700 dark:text-red-400" />
            ) : (
              <span className="h-6 w-6 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />
            )}
            <p className={failed ? 'font-medium text-red-800 dark:text-red-300' : ''}>{overlayText[status]}</p>
          </div>
        )}
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 font-medium text-slate-800 dark:text-slate-200">
          <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-400" />
          <span>{address}</span>
        </p>
        <NaverMapLink address={address} className="self-start sm:self-auto" />
      </div>
    </div>
  );
}
