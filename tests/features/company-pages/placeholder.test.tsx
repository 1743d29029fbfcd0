import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render-app';

beforeAll(async () => {
  // Compile the lazy page chunks and the demo backend once, before the timed tests.
  await Promise.all([import('@/features/company-pages/placeholder/PlaceholderPage'), import('@/backend/demo/adapter')]);
}, 60_000);

describe.each([
  ['/privacy', '개인정보처리방침'],
  ['/terms', '이용약관'],
  ['/support', '고객지원'],
])('placeholder %s', (path, title) => {
  it(`shows the heading ${title} and says the content is to be added`, async () => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('내용이 준비 중입니다. 곧 추가될 예정입니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(`${title} | JY건설`));
  });
});
