import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freshDemoAdapter } from '../../support/demo-backend';
import { renderApp } from '../../support/render-app';
import { settingsWith } from '../../support/render-part';

// The owner shows 시공 for the stored category 지보공사 (사이트 설정 > 문구).
const settings = settingsWith((s) => (s.copy.categoryLabels.지보공사 = '시공'));

describe('Category labels from the site settings', () => {
  it('shows the configured label on gallery cards and the photo detail; the stored value stays', async () => {
    const adapter = freshDemoAdapter();
    renderApp('/projects', { adapter, settings });
    const card = await screen.findByRole('link', { name: /^원주 단독주택 아스팔트 슁글 지붕 교체/ });
    expect(within(card).getByText('시공')).toBeInTheDocument();
    expect(within(card).queryByText('지보공사')).not.toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /^원주 주택 처마 물받이 교체/ })).getByText('AS')).toBeInTheDocument();

    renderApp('/projects/gallery/roof-asphalt-shingle-house', { adapter, settings });
    const details = await screen.findByRole('region', { name: '시공 정보' });
    expect(within(details).getByText('시공')).toBeInTheDocument();
    expect((await (await adapter.publicBackend()).getPhoto('roof-asphalt-shingle-house'))?.category).toBe('지보공사');
  });
});
