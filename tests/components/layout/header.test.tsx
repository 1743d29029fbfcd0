import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render-app';
import { loadStartUpScript } from '../../support/start-up-script';

beforeAll(async () => {
  // Compile the lazy page chunks and the demo backend once, before the timed tests.
  await Promise.all([
    import('@/features/home/HomePage'),
    import('@/features/company-pages/about/AboutPage'),
    import('@/features/company-pages/services/ServicesPage'),
    import('@/backend/demo/adapter'),
  ]);
}, 60_000);

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
}

afterEach(() => setScrollY(0));

describe('public header', () => {
  it('shows the five navigation links and marks the current page with aria-current', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    const mainNav = within(screen.getByRole('banner')).getByRole('navigation', { name: '주 메뉴' });
    const links = within(mainNav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['홈', '/'],
      ['회사소개', '/about'],
      ['사업분야', '/services'],
      ['시공사례', '/projects'],
      ['견적문의', '/contact'],
    ]);
    expect(within(mainNav).getByRole('link', { name: '회사소개' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['홈', '사업분야', '시공사례', '견적문의']) {
      expect(within(mainNav).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  });

  it('moves aria-current when the visitor navigates', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const mainNav = within(screen.getByRole('banner')).getByRole('navigation', { name: '주 메뉴' });
    expect(within(mainNav).getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(mainNav).getByRole('link', { name: '사업분야' }));
    expect(await screen.findByRole('heading', { level: 2, name: '지붕 공사 및 신축' })).toBeInTheDocument();
    expect(within(mainNav).getByRole('link', { name: '사업분야' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav).getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current');
  });

  it('has a logo linking home and the landmarks', async () => {
    renderApp('/services');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /JY건설/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('has a call button on phones and tablets, beside the desktop phone pill', async () => {
    renderApp('/services');
    const banner = screen.getByRole('banner');
    const callButton = within(banner).getByRole('link', { name: '전화 걸기 033-123-4567' });
    expect(callButton).toHaveAttribute('href', 'tel:0331234567');
    expect(callButton.className).toMatch(/\blg:hidden\b/);
    const pill = within(banner).getByRole('link', { name: /^전화 상담 ?033-123-4567$/ });
    expect(pill).toHaveAttribute('href', 'tel:0331234567');
    expect(pill.className).toMatch(/\blg:inline-flex\b/);
  });

  it('has a skip link that moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await user.tab();
    const skip = screen.getByRole('link', { name: '본문으로 건너뛰기' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The hash router must not have been sent to "#main": still on the about page.
    expect(await screen.findByRole('heading', { level: 1, name: /강원의 지붕과 방수/ })).toBeInTheDocument();
  });

  it('changes style once the page has scrolled more than 20px', async () => {
    renderApp('/about');
    const banner = screen.getByRole('banner');
    const initialClass = banner.className;
    expect(banner).toHaveAttribute('data-scrolled', 'false');

    setScrollY(20);
    act(() => {
      fireEvent.scroll(window);
    });
    expect(banner).toHaveAttribute('data-scrolled', 'false');

    setScrollY(21);
    act(() => {
      fireEvent.scroll(window);
    });
    expect(banner).toHaveAttribute('data-scrolled', 'true');
    expect(banner.className).not.toBe(initialClass);
    expect(banner.className).toMatch(/shadow-lg/);

    setScrollY(0);
    act(() => {
      fireEvent.scroll(window);
    });
    expect(banner).toHaveAttribute('data-scrolled', 'false');
    expect(banner.className).toBe(initialClass);
  });
});

describe('dark-mode toggle', () => {
  beforeAll(() => loadStartUpScript());

  it("switches the page's theme and the stored darkMode flag (index.html's start-up script), and shows it", async () => {
    const user = userEvent.setup();
    // As a page load with nothing stored leaves it: dark.
    document.documentElement.classList.add('dark');
    renderApp('/');
    const html = document.documentElement;
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: '다크 모드' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('title', '밝은 화면으로 전환');
    await user.click(toggle);
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem('darkMode')).toBe('false');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('title', '어두운 화면으로 전환');

    await user.click(toggle);
    expect(html).toHaveClass('dark');
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the light theme a page started with (a stored darkMode false, applied before the first paint)', () => {
    document.documentElement.classList.remove('dark');
    renderApp('/');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: '다크 모드' })).toHaveAttribute('aria-pressed', 'false');
  });
});
