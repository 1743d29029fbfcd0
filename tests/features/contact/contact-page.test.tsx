import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import { renderApp } from '../../support/render-app';
import { preloadContactPage, spiedDemoAdapter } from './contact-helpers';

/** The company as a fresh demo shows it (the first version of the site settings). */
const { company } = FIRST_SITE_SETTINGS;

beforeAll(preloadContactPage, 30_000);

async function openContact() {
  renderApp('/contact', { adapter: spiedDemoAdapter().adapter });
  await screen.findByRole('heading', { level: 1, name: '견적 문의' });
}

describe('Contact page', () => {
  it('shows the heading, the intro, the form, the company card and the directions', async () => {
    await openContact();
    expect(screen.getByText(/담당자가 확인한 뒤/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '문의 남기기' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: company.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '오시는 길' })).toBeInTheDocument();
  });

  it('gives the company card its logo, name, address, tel: and mailto: links and the business hours', async () => {
    await openContact();
    const card = screen.getByRole('region', { name: company.name });
    expect(card.querySelector('svg')).not.toBeNull();
    expect(within(card).getByText(company.address)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: company.phone })).toHaveAttribute('href', 'tel:0331234567');
    expect(within(card).getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    expect(within(card).getByText('평일 09:00-18:00')).toBeInTheDocument();
  });

  it('without a NAVER client id (the default) shows a NAVER Map link and loads no map script', async () => {
    await openContact();
    const directions = screen.getByRole('region', { name: '오시는 길' });
    const link = within(directions).getByRole('link', { name: /네이버 지도에서 위치 보기/ });
    expect(link).toHaveAttribute('href', `https://map.naver.com/p/search/${encodeURIComponent(company.address)}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(document.querySelector('script[src*="oapi.map.naver.com"]')).toBeNull();
    expect(within(directions).queryByText('지도 API를 불러오는 중입니다...')).not.toBeInTheDocument();
  });
});
