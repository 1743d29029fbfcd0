import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render-app';

beforeAll(async () => {
  // Compile the lazy page chunks and the demo backend once, before the timed tests.
  await Promise.all([
    import('@/features/company-pages/about/AboutPage'),
    import('@/features/company-pages/services/ServicesPage'),
    import('@/backend/demo/adapter'),
  ]);
}, 60_000);

function menuButton() {
  return within(screen.getByRole('banner')).getByRole('button', { name: /메뉴 (열기|닫기)/ });
}

describe('mobile menu', () => {
  it('is a disclosure: aria-expanded and aria-controls, opens and closes by click', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    const button = menuButton();
    expect(button).toHaveAccessibleName('메뉴 열기');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('navigation', { name: '모바일 메뉴' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('메뉴 닫기');
    const mobileNav = screen.getByRole('navigation', { name: '모바일 메뉴' });
    expect(within(mobileNav).getAllByRole('link', { name: /^(홈|회사소개|사업분야|시공사례|견적문의)$/ })).toHaveLength(5);
    expect(within(mobileNav).getByRole('link', { name: '회사소개' })).toHaveAttribute('aria-current', 'page');
    expect(within(mobileNav).getByRole('link', { name: /033-123-4567/ })).toHaveAttribute('href', 'tel:0331234567');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: '모바일 메뉴' })).not.toBeInTheDocument();
  });

  it('moves focus into the menu when opened; Escape closes it and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderApp('/services');
    const button = menuButton();
    await user.click(button);
    const mobileNav = screen.getByRole('navigation', { name: '모바일 메뉴' });
    expect(within(mobileNav).getByRole('link', { name: '홈' })).toHaveFocus();

    await user.tab();
    expect(within(mobileNav).getByRole('link', { name: '회사소개' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: '모바일 메뉴' })).not.toBeInTheDocument();
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    menuButton().focus();
    await user.keyboard('{Enter}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when the visitor navigates', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await user.click(menuButton());
    const mobileNav = screen.getByRole('navigation', { name: '모바일 메뉴' });
    await user.click(within(mobileNav).getByRole('link', { name: '사업분야' }));
    expect(await screen.findByRole('heading', { level: 2, name: '옥상·외벽 방수' })).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: '모바일 메뉴' })).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await user.click(menuButton());
    await user.click(await screen.findByRole('heading', { level: 1 }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
