import { act, render, screen } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppHashRouter } from '@/app/router/AppHashRouter';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function Site() {
  return (
    <>
      <Where />
      <Routes>
        <Route path="/" element={<Link to="/about">회사소개</Link>} />
        <Route path="/about" element={<Link to={{ pathname: '/projects', search: '?work=roofing' }}>지붕 시공사례</Link>} />
        <Route path="/projects" element={<Link to="/jy-dev/login">로그인</Link>} />
        <Route path="/contact" element={<h1>견적 문의</h1>} />
      </Routes>
    </>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the app's hash router", () => {
  it('gives links clean hrefs for public pages and hash hrefs for the admin; a click still moves the hash', async () => {
    window.history.replaceState(null, '', '/#/');
    render(
      <AppHashRouter>
        <Site />
      </AppHashRouter>,
    );
    const about = screen.getByRole('link', { name: '회사소개' });
    expect(about).toHaveAttribute('href', '/about');
    await act(async () => about.click());
    expect(window.location.hash).toBe('#/about');
    expect(window.location.pathname).toBe('/');
    const roofing = await screen.findByRole('link', { name: '지붕 시공사례' });
    expect(roofing).toHaveAttribute('href', '/projects?work=roofing');
    await act(async () => roofing.click());
    expect(await screen.findByRole('link', { name: '로그인' })).toHaveAttribute('href', '/#/jy-dev/login');
  });

  it("catches up with a hash change made before it listened (the page shows the address bar's route)", async () => {
    window.history.replaceState(null, '', '/#/about');
    // Hydrating the /about HTML while the address already says /contact (an edit made while the app started).
    window.history.replaceState(null, '', '/#/contact');
    render(
      <AppHashRouter hydrateAt="/about">
        <Site />
      </AppHashRouter>,
    );
    expect(await screen.findByRole('heading', { name: '견적 문의' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/contact');
  });

  it('hears later hash changes (Back, an edited address)', async () => {
    window.history.replaceState(null, '', '/#/');
    render(
      <AppHashRouter>
        <Site />
      </AppHashRouter>,
    );
    await act(async () => {
      window.location.hash = '#/contact';
      await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    });
    expect(await screen.findByRole('heading', { name: '견적 문의' })).toBeInTheDocument();
  });
});
