import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/AppRoutes';
import type { BackendAdapter } from '@/backend/port';
import { setBackendAdapter } from '@/backend/registry';
import { FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import { freshDemoAdapter } from '../../support/demo-backend';

/**
 * The whole app at `path` (renderApp's way) plus what the tests of URLs need: the current location (path and
 * query, as after the '#') and the browser's back and forward buttons.
 */
export function renderWithHistory(path: string, adapter: BackendAdapter = freshDemoAdapter()) {
  setBackendAdapter(adapter);
  let navigate: NavigateFunction | null = null;
  function HistoryProbe() {
    const location = useLocation();
    navigate = useNavigate();
    return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
  }
  render(
    <AppProviders settings={FIRST_SITE_SETTINGS}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <HistoryProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  const go = async (delta: number) => {
    await act(async () => {
      await navigate?.(delta);
    });
  };
  return {
    adapter,
    location: () => screen.getByTestId('location').textContent,
    back: () => go(-1),
    forward: () => go(1),
  };
}
