import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TEST_TIMEOUT_MS, SCREEN_TIMEOUT_MS, findPageHeading, renderAdmin, setupDemo } from '../../support/admin-harness';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });
vi.mock('@/config/env', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/config/env')>()), siteUrl: '' }));

describe('dashboard: 공개 전 점검 without VITE_SITE_URL', () => {
  it('says the public address is a deploy setting to ask for, not something to edit here', async () => {
    const demo = await setupDemo({ seed: 'empty' });
    renderAdmin('/jy-dev/dashboard', demo.adapter);
    await findPageHeading('대시보드');
    const list = await screen.findByRole('region', { name: '공개 전 점검' }, { timeout: SCREEN_TIMEOUT_MS });
    await within(list).findByText('8개 중 0개 완료');
    const siteUrl = within(list).getByRole('heading', { level: 3, name: '사이트 주소' }).closest('li') as HTMLElement;
    expect(siteUrl).toHaveTextContent('배포 설정에 사이트 주소(VITE_SITE_URL)가 없어');
    expect(within(siteUrl).getByText('할 일')).toBeInTheDocument();
    expect(within(siteUrl).queryByRole('textbox')).not.toBeInTheDocument();
    // The sitemap's steps name where it will be.
    expect(list).toHaveTextContent('https://사이트-주소/sitemap.xml');
  });
});
