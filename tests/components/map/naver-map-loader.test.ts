import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadNaverMaps,
  NaverMapsLoadError,
  naverMapsScriptUrl,
  onNaverMapsAuthFailure,
  resetNaverMapsLoader,
} from '@/components/map/naver-map-loader';
import { failScript, finishScript, naverScripts, naverStub } from './naver-stub';

afterEach(() => {
  resetNaverMapsLoader();
  delete window.naver;
});

describe('loadNaverMaps', () => {
  it('builds the v3 URL with the key id and the geocoder submodule', () => {
    expect(naverMapsScriptUrl('abc 123')).toBe('https://oapi.map.naver.com/openapi/v3/maps.js?ncpKeyId=abc%20123&submodules=geocoder');
  });

  it('inserts one script tag however often it is asked, and resolves with window.naver.maps', async () => {
    const first = loadNaverMaps('key');
    const second = loadNaverMaps('key');
    expect(naverScripts()).toHaveLength(1);
    expect(naverScripts()[0]?.src).toBe(naverMapsScriptUrl('key'));
    const { maps } = naverStub();
    finishScript(maps);
    await expect(first).resolves.toBe(maps);
    await expect(second).resolves.toBe(maps);
    await loadNaverMaps('key');
    expect(naverScripts()).toHaveLength(1);
  });

  it('waits for the submodules (onJSContentLoaded) when maps.js is not done yet', async () => {
    const { maps } = naverStub();
    maps.jsContentLoaded = false;
    const service = maps.Service;
    delete maps.Service;
    const loading = loadNaverMaps('key');
    finishScript(maps);
    const settled = vi.fn();
    void loading.then(settled);
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    maps.Service = service;
    maps.onJSContentLoaded?.();
    await expect(loading).resolves.toBe(maps);
  });

  it('rejects on a script error, removes the tag and tries again on the next call', async () => {
    const loading = loadNaverMaps('key');
    failScript();
    await expect(loading).rejects.toEqual(new NaverMapsLoadError('script'));
    expect(naverScripts()).toHaveLength(0);
    void loadNaverMaps('key').catch(() => {});
    expect(naverScripts()).toHaveLength(1);
  });

  it('rejects when the script loads without defining naver.maps', async () => {
    const loading = loadNaverMaps('key');
    finishScript(undefined);
    await expect(loading).rejects.toBeInstanceOf(NaverMapsLoadError);
  });

  it('reports NAVER authentication failures to the pending load and to listeners', async () => {
    const listener = vi.fn();
    onNaverMapsAuthFailure(listener);
    const loading = loadNaverMaps('wrong-key');
    window.navermap_authFailure?.();
    await expect(loading).rejects.toEqual(new NaverMapsLoadError('auth'));
    expect(listener).toHaveBeenCalledTimes(1);
    await expect(loadNaverMaps('wrong-key')).rejects.toEqual(new NaverMapsLoadError('auth'));
  });
});
