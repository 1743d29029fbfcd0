import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app';

/** The About page's code arrives only when the test lets it (a slow connection). */
const aboutChunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});

vi.mock('@/features/company-pages/about/AboutPage', async () => {
  await aboutChunk.arrived;
  return { default: () => <h1>회사소개 페이지</h1> };
});

describe('in-app navigation to a page whose code is still loading', () => {
  it('shows that the next page is on its way (a top bar, main busy, the menu marking it) and then shows it', async () => {
    const user = userEvent.setup();
    renderApp('/services');
    const servicesHeading = await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('main');
    expect(main).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const menu = within(screen.getByRole('navigation', { name: '주 메뉴' }));
    await user.click(menu.getByRole('link', { name: '회사소개' }));

    // The old page stays while the new one loads, but says so.
    const progress = await screen.findByRole('progressbar', { name: '다음 페이지를 불러오는 중입니다' });
    expect(progress).toBeInTheDocument();
    expect(main).toHaveAttribute('aria-busy', 'true');
    expect(menu.getByRole('link', { name: '회사소개' })).toHaveAttribute('data-pending', 'true');
    expect(menu.getByRole('link', { name: '사업분야' })).not.toHaveAttribute('data-pending');
    expect(servicesHeading).toBeInTheDocument();

    // The visitor changes their mind (another page shown meanwhile): nothing is on its way any more.
    await user.click(menu.getByRole('link', { name: '사업분야' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(main).not.toHaveAttribute('aria-busy');
    expect(menu.getByRole('link', { name: '회사소개' })).not.toHaveAttribute('data-pending');

    await user.click(menu.getByRole('link', { name: '회사소개' }));
    await screen.findByRole('progressbar', { name: '다음 페이지를 불러오는 중입니다' });
    aboutChunk.arrive();
    expect(await screen.findByRole('heading', { level: 1, name: '회사소개 페이지' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    expect(menu.getByRole('link', { name: '회사소개' })).not.toHaveAttribute('data-pending');
    expect(menu.getByRole('link', { name: '회사소개' })).toHaveAttribute('aria-current', 'page');
  });
});
