import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envStubLoader } from '../../support/with-env';

const load = envStubLoader();

async function renderTrustBlock(env: Record<string, string>) {
  const { renderWithSettings } = await load(env, () => import('../../support/render-part'));
  const { TrustBlock } = await import('@/components/trust/TrustBlock');
  const { container } = renderWithSettings(<TrustBlock />);
  // What the block renders, inside the providers' wrapper.
  return { container: container.firstElementChild ?? container };
}

/** The block's [term, definition] pairs. */
function shownDetails(): string[][] {
  const block = screen.getByRole('region', { name: '인증·보증' });
  const terms = within(block).getAllByRole('term');
  const values = within(block).getAllByRole('definition');
  return terms.map((term, index) => [term.textContent ?? '', values[index]?.textContent ?? '']);
}

describe('the 인증·보증 block', () => {
  it('is not there at all when none of the three is set', async () => {
    const { container } = await renderTrustBlock({});
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: '인증·보증' })).not.toBeInTheDocument();
  });

  it.each([
    ['VITE_COMPANY_CONSTRUCTION_LICENSE', '강원-원주-2012-0123', '건설업 등록번호'],
    ['VITE_COMPANY_DEFECT_WARRANTY', '시공 후 최대 5년', '하자보증 기간'],
    ['VITE_COMPANY_INSURANCE', '영업배상책임보험 가입', '보험'],
  ])('shows only %s when only it is set', async (name, value, term) => {
    await renderTrustBlock({ [name]: value });
    expect(screen.getByRole('heading', { level: 2, name: '인증·보증' })).toBeInTheDocument();
    expect(shownDetails()).toEqual([[term, value]]);
  });

  it('shows all three in order, trimmed, and treats a blank value as unset', async () => {
    await renderTrustBlock({
      VITE_COMPANY_CONSTRUCTION_LICENSE: ' 강원-원주-2012-0123 ',
      VITE_COMPANY_DEFECT_WARRANTY: '   ',
      VITE_COMPANY_INSURANCE: '영업배상책임보험 가입',
    });
    expect(shownDetails()).toEqual([
      ['건설업 등록번호', '강원-원주-2012-0123'],
      ['보험', '영업배상책임보험 가입'],
    ]);
  });
});

describe('where the block shows', () => {
  const ALL_THREE = {
    VITE_COMPANY_CONSTRUCTION_LICENSE: '강원-원주-2012-0123',
    VITE_COMPANY_DEFECT_WARRANTY: '시공 후 최대 5년',
    VITE_COMPANY_INSURANCE: '영업배상책임보험 가입',
  };

  it.each([
    ['/about', /강원의 지붕과 방수/],
    ['/contact', /견적/],
  ])(
    'on %s when set, and not when unset',
    async (path, heading) => {
      const withTrust = await load(ALL_THREE, () => import('../../support/render-app'));
      const first = withTrust.renderApp(path);
      await screen.findByRole('heading', { level: 1, name: heading });
      expect(shownDetails()).toHaveLength(3);
      first.unmount();

      const without = await load({}, () => import('../../support/render-app'));
      without.renderApp(path);
      await screen.findByRole('heading', { level: 1, name: heading });
      expect(screen.queryByRole('region', { name: '인증·보증' })).not.toBeInTheDocument();
    },
    30_000,
  );

  it('on the contact page, next to the company card', async () => {
    const { renderApp } = await load(ALL_THREE, () => import('../../support/render-app'));
    renderApp('/contact');
    const block = await screen.findByRole('region', { name: '인증·보증' });
    const card = screen.getByRole('region', { name: 'JY건설' });
    expect(block.parentElement?.parentElement).toBe(card.parentElement);
  }, 30_000);
});
