import type { NaverMapsApi } from './naver-maps-types';

const SCRIPT_BASE = 'https://oapi.map.naver.com/openapi/v3/maps.js';

export class NaverMapsLoadError extends Error {
  constructor(readonly reason: 'script' | 'auth') {
    super(reason === 'script' ? 'NAVER Maps script failed to load' : 'NAVER Maps rejected the client id');
    this.name = 'NaverMapsLoadError';
  }
}

export function naverMapsScriptUrl(clientId: string): string {
  return `${SCRIPT_BASE}?ncpKeyId=${encodeURIComponent(clientId)}&submodules=geocoder`;
}

let pending: Promise<NaverMapsApi> | null = null;
let authFailed = false;
const authFailureListeners = new Set<() => void>();

/** Resolves once maps.js and its geocoder submodule are ready. */
function whenContentLoaded(maps: NaverMapsApi): Promise<NaverMapsApi> {
  if (maps.jsContentLoaded || maps.Service) return Promise.resolve(maps);
  return new Promise((resolve) => {
    maps.onJSContentLoaded = () => resolve(maps);
  });
}

function injectScript(clientId: string): Promise<NaverMapsApi> {
  return new Promise<NaverMapsApi>((resolve, reject) => {
    window.navermap_authFailure = () => {
      authFailed = true;
      reject(new NaverMapsLoadError('auth'));
      authFailureListeners.forEach((listener) => listener());
    };
    const script = document.createElement('script');
    script.src = naverMapsScriptUrl(clientId);
    script.async = true;
    script.dataset.naverMaps = '';
    script.onload = () => {
      const maps = window.naver?.maps;
      if (maps) resolve(whenContentLoaded(maps));
      else reject(new NaverMapsLoadError('script'));
    };
    script.onerror = () => {
      // Forget the failed attempt so that a later visit to the page can try again.
      script.remove();
      pending = null;
      reject(new NaverMapsLoadError('script'));
    };
    document.head.append(script);
  });
}

/**
 * Loads the NAVER Maps script once per page life (one script tag, one shared promise).
 * Rejects with NaverMapsLoadError on a network failure or when NAVER rejects the client id.
 */
export function loadNaverMaps(clientId: string): Promise<NaverMapsApi> {
  if (authFailed) return Promise.reject(new NaverMapsLoadError('auth'));
  pending ??= injectScript(clientId);
  return pending;
}

/**
 * NAVER reports an authentication failure through a global callback, possibly after the script has loaded
 * and the map is drawn. Returns the unsubscribe function.
 */
export function onNaverMapsAuthFailure(listener: () => void): () => void {
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}

/** Test helper: forget the loaded script so each test starts from a clean page. */
export function resetNaverMapsLoader(): void {
  pending = null;
  authFailed = false;
  authFailureListeners.clear();
  delete window.navermap_authFailure;
  document.querySelectorAll('script[data-naver-maps]').forEach((script) => script.remove());
}
