import { afterEach, describe, expect, it, vi } from 'vitest';

/** The label shown for each stored image category comes from the site config (VITE_CATEGORY_LABEL_*). */
async function freshSite() {
  vi.resetModules();
  return import('@/config/site');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site.categoryLabels', () => {
  it('shows the stored value when nothing is configured', async () => {
    vi.stubEnv('VITE_CATEGORY_LABEL_JIBO', '');
    vi.stubEnv('VITE_CATEGORY_LABEL_AS', '  ');
    const { categoryLabel, site } = await freshSite();
    expect(site.categoryLabels).toEqual({ 지보공사: '지보공사', AS: 'AS' });
    expect(categoryLabel('지보공사')).toBe('지보공사');
  });

  it('shows the owner’s label for each category, trimmed', async () => {
    vi.stubEnv('VITE_CATEGORY_LABEL_JIBO', ' 시공 ');
    vi.stubEnv('VITE_CATEGORY_LABEL_AS', '사후 관리(AS)');
    const { categoryLabel } = await freshSite();
    expect(categoryLabel('지보공사')).toBe('시공');
    expect(categoryLabel('AS')).toBe('사후 관리(AS)');
  });
});

describe('VITE_CATEGORY_LABEL_* in the build-time check', () => {
  it('accepts a short label and refuses one over 20 characters, naming the variable', async () => {
    const { checkEnv, EnvError } = await import('@/config/env-schema');
    expect(checkEnv({ VITE_CATEGORY_LABEL_JIBO: '시공', VITE_CATEGORY_LABEL_AS: 'AS(사후 관리)' })).toBe('demo');
    let problems: string[] = [];
    try {
      checkEnv({ VITE_CATEGORY_LABEL_AS: '가'.repeat(21) });
    } catch (error) {
      if (error instanceof EnvError) problems = error.problems;
    }
    expect(problems).toEqual([expect.stringMatching(/^VITE_CATEGORY_LABEL_AS: /)]);
  });
});
