import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envStubLoader } from '../../support/with-env';

/**
 * The links that come from the site settings, whose first version the VITE_* variables make
 * (src/config/site-defaults.ts): shown when set, absent when not. Each test loads the layout afresh with its own
 * variables (envStubLoader), so this file renders parts, not the whole app.
 */
const load = envStubLoader();

const KAKAO = { VITE_KAKAO_CHANNEL_ID: '_ZeUTxl' };
const KAKAO_CHAT = 'https://pf.kakao.com/_ZeUTxl/chat';

async function renderLayoutPart(env: Record<string, string>, part: 'ActionBar' | 'Header' | 'Footer') {
  const { renderWithSettings } = await load(env, () => import('../../support/render-part'));
  const module: unknown = await import(`../../../src/components/layout/${part}.tsx`);
  const Part = (module as Record<string, () => React.JSX.Element>)[part]!;
  renderWithSettings(<Part />, { path: '/services' });
}

function expectNewTab(link: HTMLElement, href: string) {
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

describe('Kakao channel chat (VITE_KAKAO_CHANNEL_ID)', () => {
  it('is the action bar’s middle button when set', async () => {
    await renderLayoutPart(KAKAO, 'ActionBar');
    const bar = screen.getByRole('navigation', { name: '빠른 상담' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['전화 상담', '카카오톡 상담', '견적 문의']);
    expectNewTab(within(bar).getByRole('link', { name: '카카오톡 상담 (새 창)' }), KAKAO_CHAT);
  });

  it('is in the desktop header when set', async () => {
    await renderLayoutPart(KAKAO, 'Header');
    expectNewTab(within(screen.getByRole('banner')).getByRole('link', { name: '카카오톡 상담 (새 창)' }), KAKAO_CHAT);
  });

  it('on the contact page (no action bar there), is in the company card beside the form', async () => {
    const { renderWithSettings } = await load(KAKAO, () => import('../../support/render-part'));
    const { CompanyCard } = await import('@/features/contact/CompanyCard');
    renderWithSettings(<CompanyCard />);
    expectNewTab(screen.getByRole('link', { name: '카카오톡 상담 (새 창)' }), KAKAO_CHAT);
  });

  it.each(['ActionBar', 'Header'] as const)('is not in the %s when unset', async (part) => {
    await renderLayoutPart({}, part);
    expect(screen.getAllByRole('link', { name: /전화/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /카카오톡/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href*="kakao"]')).toBeNull();
  });
});

describe('the company’s channels in the footer', () => {
  const CHANNELS = [
    ['VITE_NAVER_PLACE_URL', 'https://naver.me/5abcDEFg', 'JY건설 네이버 플레이스 (새 창)'],
    ['VITE_NAVER_BLOG_URL', 'https://blog.naver.com/jy-construction', 'JY건설 네이버 블로그 (새 창)'],
    ['VITE_INSTAGRAM_URL', 'https://www.instagram.com/jy_construction', 'JY건설 인스타그램 (새 창)'],
  ] as const;

  it('are not there when none is set', async () => {
    await renderLayoutPart({}, 'Footer');
    expect(screen.queryByRole('list', { name: '공식 채널' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).queryByRole('link', { name: /네이버|인스타그램/ })).not.toBeInTheDocument();
  });

  it.each(CHANNELS)('%s alone shows only its link', async (name, url, label) => {
    await renderLayoutPart({ [name]: url }, 'Footer');
    const channels = screen.getByRole('list', { name: '공식 채널' });
    const links = within(channels).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(label);
    expectNewTab(links[0]!, url);
  });

  it('all three, in order', async () => {
    await renderLayoutPart(Object.fromEntries(CHANNELS.map(([name, url]) => [name, url])), 'Footer');
    const links = within(screen.getByRole('list', { name: '공식 채널' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['네이버 플레이스', '네이버 블로그', '인스타그램']);
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(CHANNELS.map(([, , label]) => label));
  });

  it('are named as the same company in the structured data (sameAs), only when set', async () => {
    const jsonLdWith = (env: Record<string, string>) =>
      load(env, async () => {
        const [{ companyJsonLd }, { FIRST_SITE_SETTINGS }] = await Promise.all([
          import('@/components/layout/company-json-ld'),
          import('@/config/site-defaults'),
        ]);
        return companyJsonLd(FIRST_SITE_SETTINGS);
      });
    const withLinks = await jsonLdWith({
      VITE_NAVER_BLOG_URL: 'https://blog.naver.com/jy',
      VITE_INSTAGRAM_URL: 'https://www.instagram.com/jy',
    });
    expect(withLinks.sameAs).toEqual(['https://blog.naver.com/jy', 'https://www.instagram.com/jy']);
    expect(await jsonLdWith({})).not.toHaveProperty('sameAs');
  });
});
