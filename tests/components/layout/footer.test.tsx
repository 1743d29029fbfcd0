import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render-app';

beforeAll(async () => {
  // Compile the lazy page chunks and the demo backend once, before the timed tests.
  await Promise.all([
    import('@/features/home/HomePage'),
    import('@/features/company-pages/about/AboutPage'),
    import('@/features/company-pages/services/ServicesPage'),
    import('@/backend/demo/adapter'),
  ]);
}, 60_000);

describe('public footer', () => {
  it('shows the blurb, quick links, contact details and business details', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/2001년 원주시에서 문을 연 뒤/)).toBeInTheDocument();

    const quick = within(footer).getByRole('navigation', { name: '바로가기' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/about', '/services', '/projects', '/contact']);

    expect(within(footer).getByText('강원특별자치도 원주시 단구로 170')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /033-123-4567/ })).toHaveAttribute('href', 'tel:0331234567');
    expect(within(footer).getByRole('link', { name: /info@jy-construction\.co\.kr/ })).toHaveAttribute(
      'href',
      'mailto:info@jy-construction.co.kr',
    );
    expect(within(footer).getByText('평일 09:00-18:00')).toBeInTheDocument();

    const business = within(footer).getByText('사업자등록번호').closest('dl');
    expect(business).not.toBeNull();
    const terms = within(business!)
      .getAllByRole('term')
      .map((node) => node.textContent);
    const values = within(business!)
      .getAllByRole('definition')
      .map((node) => node.textContent);
    expect(terms).toEqual(['상호', '대표자', '사업자등록번호']);
    expect(values).toEqual(['JY건설', '김정연', '123-45-67890']);
  });

  it('links to the privacy, terms and support pages and shows the copyright year', async () => {
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    const policies = within(footer).getByRole('navigation', { name: '약관 및 고객지원' });
    expect(within(policies).getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/privacy');
    expect(within(policies).getByRole('link', { name: '이용약관' })).toHaveAttribute('href', '/terms');
    expect(within(policies).getByRole('link', { name: '고객지원' })).toHaveAttribute('href', '/support');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} JY건설. All rights reserved.`)).toBeInTheDocument();
  });
});

describe('company structured data', () => {
  it('renders a HomeAndConstructionBusiness JSON-LD script', async () => {
    renderApp('/services');
    const script = await waitFor(() => {
      const node = document.querySelector('script[type="application/ld+json"]');
      expect(node).not.toBeNull();
      return node!;
    });
    const data = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      name: 'JY건설',
      telephone: '033-123-4567',
      email: 'info@jy-construction.co.kr',
      // The structured form search engines document (the owner's days and times from 사이트 설정).
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      areaServed: { '@type': 'AdministrativeArea', name: '강원특별자치도' },
      address: {
        '@type': 'PostalAddress',
        streetAddress: '강원특별자치도 원주시 단구로 170',
        addressRegion: '강원특별자치도',
        addressLocality: '원주시',
      },
    });
    expect(String(data.image)).toMatch(/images\/hero-default\.webp$/);
    // No VITE_SITE_URL in tests: no url property.
    expect(data).not.toHaveProperty('url');
  });
});
