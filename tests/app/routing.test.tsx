import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { renderApp } from '../support/render-app';

beforeAll(async () => {
  // Compile the lazy page chunks and the demo backend once, before the timed tests.
  await Promise.all([
    import('@/features/home/HomePage'),
    import('@/features/company-pages/about/AboutPage'),
    import('@/features/company-pages/services/ServicesPage'),
    import('@/backend/demo/adapter'),
  ]);
}, 60_000);

describe('routing of the public layout', () => {
  it('redirects an unknown path to the home page', async () => {
    renderApp('/no-such-page/at-all');
    expect(await screen.findByRole('heading', { level: 1, name: /지붕부터 제대로 짓습니다/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈', current: 'page' })).toBeInTheDocument();
  });

  it('scrolls to the top when the visitor navigates', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: /강원의 지붕과 방수/ });
    scrollTo.mockClear();
    await user.click(screen.getAllByRole('link', { name: '사업분야' })[0]!);
    await screen.findByRole('heading', { level: 1, name: /한 팀이 끝까지/ });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the scroll position when the navigation passes keepScroll', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    render(
      <MemoryRouter initialEntries={['/a']}>
        <ScrollToTop />
        <Routes>
          <Route
            path="/a"
            element={
              <Link to="/b" state={{ keepScroll: true }}>
                keep
              </Link>
            }
          />
          <Route path="/b" element={<Link to="/c">reset</Link>} />
          <Route path="/c" element={<p>page c</p>} />
        </Routes>
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'keep' }));
    expect(screen.getByRole('link', { name: 'reset' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'reset' }));
    expect(screen.getByText('page c')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('routes match exactly, letter case included', () => {
  it('sends #/ABOUT home, as any unknown path (About lives at /about only)', async () => {
    renderApp('/ABOUT');
    expect(await screen.findByRole('heading', { level: 1, name: /지붕부터 제대로 짓습니다/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: /강원의 지붕과 방수/ })).toBeNull();
  });

  it('sends #/JY-DEV/dashboard home, not to the sign-in (the admin lives at /jy-dev only)', async () => {
    renderApp('/JY-DEV/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /지붕부터 제대로 짓습니다/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('비밀번호')).toBeNull();
  });

  it('still opens the admin sign-in at its exact path', async () => {
    renderApp('/jy-dev/dashboard');
    expect(await screen.findByLabelText('비밀번호', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
