import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { findPageHeading, renderAdmin, setupDemo } from '../../support/admin-harness';
import { renderApp } from '../../support/render-app';

beforeAll(async () => {
  // Compile the lazy page chunks and the demo backend once, before the timed tests.
  await Promise.all([
    import('@/features/company-pages/about/AboutPage'),
    import('@/features/contact/ContactPage'),
    import('@/backend/demo/adapter'),
  ]);
}, 60_000);

const BAR = { name: '빠른 상담' } as const;

function bar() {
  return screen.getByRole('navigation', BAR);
}

describe('the phone action bar', () => {
  // With VITE_KAKAO_CHANNEL_ID set: site-config-links.test.tsx.
  it('offers a call and the estimate form on a public page, and no Kakao chat when no channel is set', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: /강원의 지붕과 방수/ });
    const links = within(bar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['전화 상담', 'tel:0331234567'],
      ['견적 문의', '/contact'],
    ]);
    expect(within(bar()).queryByRole('link', { name: /카카오톡/ })).not.toBeInTheDocument();
  });

  it('takes the visitor from another page to the contact page', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: /강원의 지붕과 방수/ });
    await user.click(within(bar()).getByRole('link', { name: '견적 문의' }));
    expect(await screen.findByRole('heading', { level: 1, name: '견적 문의' })).toBeInTheDocument();
  });

  it('is not on the contact page, whose form has its own send button (and no room is kept for it there)', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: /강원의 지붕과 방수/ });
    await user.click(within(bar()).getByRole('link', { name: '견적 문의' }));
    await screen.findByRole('heading', { level: 1, name: '견적 문의' });
    expect(screen.queryByRole('navigation', BAR)).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo').nextElementSibling).toBeNull();
    // The calls it offered stay one tap away: the header's call button, and the company card beside the form.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /^전화 걸기/ })).toHaveAttribute('href', 'tel:0331234567');
  });

  it('leaves room for itself below the footer', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: /강원의 지붕과 방수/ });
    // The spacer after the footer: same height as the bar, safe-area inset included.
    const spacer = screen.getByRole('contentinfo').nextElementSibling;
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(spacer?.className).toContain('h-[calc(4.5rem+env(safe-area-inset-bottom))]');
    expect(bar().className).toContain('pb-[calc(0.5rem+env(safe-area-inset-bottom))]');
  });

  it.each([
    ['signed out, on the login', null, '/jy-dev/login', '관리자 로그인'],
    ['signed in, on the dashboard', undefined, '/jy-dev/dashboard', '대시보드'],
  ] as const)('is not on admin pages (%s)', async (_, signInAs, path, heading) => {
    const demo = await setupDemo(signInAs === null ? { signInAs } : {});
    renderAdmin(path, demo.adapter);
    expect(await findPageHeading(heading)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', BAR)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '전화 상담' })).not.toBeInTheDocument();
  });
});
