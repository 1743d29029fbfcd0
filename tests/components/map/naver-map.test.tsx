import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapMessages } from '@/components/map/copy';
import { resetNaverMapsLoader } from '@/components/map/naver-map-loader';
import { NaverMap } from '@/components/map/NaverMap';
import { MAP_HEIGHT_PX } from '@/components/map/NaverMap';
import { failScript, finishScript, ImmediateIntersectionObserver, naverScripts, naverStub, SMALL, TOP_RIGHT } from './naver-stub';

const ADDRESS = '강원특별자치도 원주시 단구로 170';
const TITLE = 'JY건설';
const NAVER_LINK = `https://map.naver.com/p/search/${encodeURIComponent(ADDRESS)}`;

function naverLink() {
  return screen.getByRole('link', { name: new RegExp(mapMessages.openInNaver) });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  resetNaverMapsLoader();
  delete window.naver;
  vi.unstubAllGlobals();
});

describe('NaverMap without a client id', () => {
  it('shows the address and a NAVER Map link, and loads no script', () => {
    vi.stubGlobal('IntersectionObserver', ImmediateIntersectionObserver);
    render(<NaverMap address={ADDRESS} title={TITLE} clientId="" />);
    expect(screen.getByText(ADDRESS)).toBeInTheDocument();
    const link = naverLink();
    expect(link).toHaveAttribute('href', NAVER_LINK);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByText(mapMessages.loading)).not.toBeInTheDocument();
    expect(naverScripts()).toHaveLength(0);
  });
});

describe('NaverMap with a client id', () => {
  it('shows the loading placeholder and loads nothing until the section nears the viewport', () => {
    // The setup's IntersectionObserver never reports an intersection.
    render(<NaverMap address={ADDRESS} title={TITLE} clientId="key" />);
    expect(screen.getByRole('status')).toHaveTextContent(mapMessages.loading);
    expect(screen.getByRole('region', { name: `${TITLE} 위치 지도` })).toHaveStyle({ height: `${MAP_HEIGHT_PX}px` });
    expect(naverScripts()).toHaveLength(0);
  });

  it('inserts the script once when near the viewport, and shows the script failure with the link', async () => {
    vi.stubGlobal('IntersectionObserver', ImmediateIntersectionObserver);
    render(<NaverMap address={ADDRESS} title={TITLE} clientId="key" />);
    await waitFor(() => expect(naverScripts()).toHaveLength(1));
    expect(naverScripts()[0]?.src).toContain('ncpKeyId=key');
    expect(screen.getByRole('status')).toHaveTextContent(mapMessages.loading);
    failScript();
    expect(await screen.findByText(mapMessages.scriptFailed)).toBeInTheDocument();
    expect(naverLink()).toHaveAttribute('href', NAVER_LINK);
  });

  it('shows the geocoding failure when the address cannot be resolved', async () => {
    vi.stubGlobal('IntersectionObserver', ImmediateIntersectionObserver);
    const stub = naverStub('error');
    render(<NaverMap address={ADDRESS} title={TITLE} clientId="key" />);
    await waitFor(() => expect(naverScripts()).toHaveLength(1));
    finishScript(stub.maps);
    expect(await screen.findByText(mapMessages.geocodeFailed)).toBeInTheDocument();
    expect(stub.api.Service.geocode).toHaveBeenCalledWith({ query: ADDRESS }, expect.any(Function));
    expect(stub.api.Map).not.toHaveBeenCalled();
    expect(naverLink()).toBeInTheDocument();
  });

  it('treats an empty geocoding result as a failure too', async () => {
    vi.stubGlobal('IntersectionObserver', ImmediateIntersectionObserver);
    const stub = naverStub('empty');
    render(<NaverMap address={ADDRESS} title={TITLE} clientId="key" />);
    await waitFor(() => expect(naverScripts()).toHaveLength(1));
    finishScript(stub.maps);
    expect(await screen.findByText(mapMessages.geocodeFailed)).toBeInTheDocument();
  });

  it('draws the map at zoom 17 with the small zoom control top right, a marker and an open info window', async () => {
    vi.stubGlobal('IntersectionObserver', ImmediateIntersectionObserver);
    const stub = naverStub('ok');
    const { unmount } = render(<NaverMap address={ADDRESS} title={TITLE} clientId="key" />);
    await waitFor(() => expect(naverScripts()).toHaveLength(1));
    finishScript(stub.maps);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());

    expect(stub.api.LatLng).toHaveBeenCalledWith(37.33, 127.95);
    const point = stub.api.LatLng.mock.results[0]?.value;
    expect(stub.api.Map).toHaveBeenCalledTimes(1);
    const [element, options] = stub.api.Map.mock.calls[0] as unknown as [HTMLElement, Record<string, unknown>];
    expect(screen.getByRole('region', { name: `${TITLE} 위치 지도` })).toContainElement(element);
    expect(options).toMatchObject({
      center: point,
      zoom: 17,
      zoomControl: true,
      zoomControlOptions: { style: SMALL, position: TOP_RIGHT },
    });
    expect(stub.api.Marker).toHaveBeenCalledWith(expect.objectContaining({ position: point, map: stub.map }));
    const [{ content }] = stub.api.InfoWindow.mock.calls[0] as unknown as [{ content: HTMLElement }];
    expect(content.textContent).toContain(TITLE);
    expect(content.textContent).toContain(ADDRESS);
    expect(stub.infoWindow.open).toHaveBeenCalledWith(stub.map, stub.marker);
    expect(naverLink()).toBeInTheDocument();

    unmount();
    expect(stub.map.destroy).toHaveBeenCalled();
  });

  it('shows the script failure when NAVER rejects the key after the map was drawn', async () => {
    vi.stubGlobal('IntersectionObserver', ImmediateIntersectionObserver);
    const stub = naverStub('ok');
    render(<NaverMap address={ADDRESS} title={TITLE} clientId="key" />);
    await waitFor(() => expect(naverScripts()).toHaveLength(1));
    finishScript(stub.maps);
    await waitFor(() => expect(stub.api.Map).toHaveBeenCalled());
    window.navermap_authFailure?.();
    expect(await screen.findByText(mapMessages.scriptFailed)).toBeInTheDocument();
  });
});
