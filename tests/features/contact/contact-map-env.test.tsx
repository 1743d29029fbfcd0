import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetNaverMapsLoader } from '@/components/map/naver-map-loader';
import { ImmediateIntersectionObserver } from '../../components/map/naver-stub';
import { renderApp } from '../../support/render-app';
import { preloadContactPage, spiedDemoAdapter } from './contact-helpers';

beforeAll(preloadContactPage, 30_000);

// The site configured with a NAVER Maps client id (VITE_NAVER_MAP_CLIENT_ID).
vi.mock('@/config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/config/env')>()),
  naverMapClientId: 'site-key',
}));

afterEach(() => {
  resetNaverMapsLoader();
  vi.unstubAllGlobals();
});

describe('Contact page with a NAVER client id', () => {
  it('shows the loading placeholder and only loads the script once the map nears the viewport', async () => {
    renderApp('/contact', { adapter: spiedDemoAdapter().adapter });
    const directions = await screen.findByRole('region', { name: '오시는 길' });
    expect(within(directions).getByRole('status')).toHaveTextContent('지도 API를 불러오는 중입니다...');
    expect(document.querySelector('script[src*="oapi.map.naver.com"]')).toBeNull();
  });

  it('loads the script with the configured key when the map is near', async () => {
    vi.stubGlobal('IntersectionObserver', ImmediateIntersectionObserver);
    renderApp('/contact', { adapter: spiedDemoAdapter().adapter });
    await screen.findByRole('region', { name: '오시는 길' });
    await waitFor(() => expect(document.querySelectorAll('script[src*="oapi.map.naver.com"]')).toHaveLength(1));
    expect(document.querySelector<HTMLScriptElement>('script[src*="oapi.map.naver.com"]')?.src).toContain(
      'ncpKeyId=site-key&submodules=geocoder',
    );
  });
});
