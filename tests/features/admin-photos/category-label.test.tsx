import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAdminPhoto } from '../../support/factories';
import { FakeAdminBackend } from '../../support/fake-admin-backend';
import { settingsWith } from '../../support/render-part';
import { renderPhotosPage } from '../../support/render-photos-page';

// The owner shows 시공 for the stored category 지보공사 (사이트 설정 > 문구).
const settings = settingsWith((s) => (s.copy.categoryLabels.지보공사 = '시공'));

describe('Admin image rows: category labels from the site settings', () => {
  it('shows staff the label visitors read, not the stored value', async () => {
    renderPhotosPage({
      backend: new FakeAdminBackend([makeAdminPhoto(2, { title: '원주 지붕' }), makeAdminPhoto(1, { title: '물받이 AS' })]),
      settings,
    });
    await waitFor(() => expect(screen.getByRole('article', { name: '원주 지붕' })).toBeInTheDocument());
    const renamed = screen.getByRole('article', { name: '원주 지붕' });
    expect(within(renamed).getByText('시공')).toBeInTheDocument();
    expect(within(renamed).queryByText('지보공사')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '물받이 AS' })).getByText('AS')).toBeInTheDocument();
  });
});
