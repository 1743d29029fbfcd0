import { afterEach, describe, expect, it, vi } from 'vitest';

/** The label shown for each stored image category: the site settings', whose first version is VITE_CATEGORY_LABEL_*. */
async function firstLabels() {
  vi.resetModules();
  return (await import('@/config/site-defaults')).FIRST_SITE_SETTINGS.copy.categoryLabels;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the first version of the category labels', () => {
  it('shows the stored value when nothing is configured', async () => {
    vi.stubEnv('VITE_CATEGORY_LABEL_JIBO', '');
    vi.stubEnv('VITE_CATEGORY_LABEL_AS', '  ');
    expect(await firstLabels()).toEqual({ 지보공사: '지보공사', AS: 'AS' });
  });

  it('shows the owner’s label for each category, trimmed', async () => {
    vi.stubEnv('VITE_CATEGORY_LABEL_JIBO', ' 시공 ');
    vi.stubEnv('VITE_CATEGORY_LABEL_AS', '사후 관리(AS)');
    expect(await firstLabels()).toEqual({ 지보공사: '시공', AS: '사후 관리(AS)' });
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
