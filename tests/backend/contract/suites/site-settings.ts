import { describe, expect, it } from 'vitest';
import type { AdminBackend, SiteSettingsSave } from '@/backend/port';
import { SITE_SETTINGS_LIMITS } from '@/config/limits';
import { FIRST_PRIVATE_SITE_SETTINGS, FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import { koreaDay } from '@/domain/site-settings/business-time';
import type { SiteSettings } from '@/domain/site-settings/types';
import type { InquiryInput } from '@/domain/types';
import { codeOf, codesOf, everyCode, type ContractEnv } from '../contract-env';

/** The first version with `change` applied to a copy. */
function edited(change: (settings: SiteSettings) => void): SiteSettings {
  const settings = structuredClone(FIRST_SITE_SETTINGS);
  change(settings);
  return settings;
}

const OFFICER = { name: '김정연', title: '대표', phone: '033-123-4567', email: 'privacy@jy-construction.co.kr' };

/** A save of `settings` over `baseVersion`, with one empty note per processor. */
function saveOf(settings: SiteSettings, baseVersion: number): SiteSettingsSave {
  return { settings, private: { processorNotes: settings.privacy.processors.map(() => '') }, baseVersion };
}

/** Settings no adapter saves: each is BackendError invalid-argument, and what is stored stays. */
const BAD: Record<string, (settings: SiteSettings) => void> = {
  'a phone number without hyphens': (s) => (s.company.phone = '0331234567'),
  'a blank company name (ideographic space)': (s) => (s.company.name = '\u3000'),
  'a company name that is too long': (s) => (s.company.name = '가'.repeat(SITE_SETTINGS_LIMITS.companyName + 1)),
  'a business number in another form': (s) => (s.company.businessNumber = '1234567890'),
  'an e-mail that is no address': (s) => (s.company.email = 'info at jy'),
  'no business day': (s) => (s.company.hours.days = []),
  'closing before opening': (s) => (s.company.hours = { days: [1, 2, 3, 4, 5], opens: '18:00', closes: '09:00' }),
  'a Kakao chat URL instead of the channel id': (s) => (s.channels.kakaoChannelId = 'https://pf.kakao.com/_ZeUTxl/chat'),
  'a blog address on another site': (s) => (s.channels.naverBlogUrl = 'https://blog.example.com/jy'),
  'an http Instagram address': (s) => (s.channels.instagramUrl = 'http://www.instagram.com/jy'),
  'a trust line that is too long': (s) => (s.trust.insurance = '가'.repeat(SITE_SETTINGS_LIMITS.trustLine + 1)),
  'a price range upside down': (s) => (s.prices.roofing = { minWon: 400_000, maxWon: 250_000, unit: '평', duration: '3~7일' }),
  'a price below 1,000 won': (s) => (s.prices.roofing = { minWon: 500, maxWon: 250_000, unit: '평', duration: '3~7일' }),
  'a price in an unknown unit': (s) => (s.prices.roofing = { minWon: 1000, maxWon: 2000, unit: '개' as '평', duration: '3~7일' }),
  'a duration without a unit': (s) => (s.prices.roofing = { minWon: 1000, maxWon: 2000, unit: '평', duration: '금방' }),
  'a promise cut-off after closing time': (s) => (s.responsePromise = { kind: 'same-day', cutoff: '19:00' }),
  'a promise of 0 hours': (s) => (s.responsePromise = { kind: 'within-hours', hours: 0 }),
  'an officer without a name': (s) => (s.privacy.officer = { ...OFFICER, name: ' ' }),
  'an officer phone without hyphens': (s) => (s.privacy.officer = { ...OFFICER, phone: '01012345678' }),
  'a processor without its task': (s) => (s.privacy.processors = [{ name: 'Google LLC', task: '', country: '', contact: '' }]),
  'a headline of three lines': (s) => (s.copy.heroHeadline = '하나\n둘\n셋'),
  'an empty service card': (s) => (s.copy.serviceCards.roofing = ''),
  'a category label that is too long': (s) => (s.copy.categoryLabels.AS = '가'.repeat(SITE_SETTINGS_LIMITS.categoryLabel + 1)),
  'a whole meta tag as the verification code': (s) => (s.search.naver = '<meta name="naver-site-verification" content="abc">'),
};

export function siteSettingsContract(env: ContractEnv): void {
  describe('site settings (사이트 설정)', () => {
    async function admin(): Promise<AdminBackend> {
      await env.signInAsAdmin();
      return env.adminBackend();
    }

    it('is the first version, for visitors and staff, while nothing was saved', async () => {
      expect(await (await env.publicBackend()).getSiteSettings()).toEqual(FIRST_SITE_SETTINGS);
      const stored = await (await admin()).getStoredSiteSettings();
      expect(stored).toEqual({ settings: FIRST_SITE_SETTINGS, private: FIRST_PRIVATE_SITE_SETTINGS, version: 0, savedAt: null });
      expect(await (await admin()).listSiteSettingsVersions(5)).toEqual([]);
    });

    it('saves a version that visitors read at once, trimmed, with its history and the activity naming who saved', async () => {
      const backend = await admin();
      const settings = edited((s) => {
        s.company.phone = ' 033-765-4321\u3000';
        s.prices.roofing = { minWon: 250_000, maxWon: 400_000, unit: '평', duration: '3~7일' };
        s.copy.heroHeadline = '지붕 걱정 끝,\n한 번에 제대로';
      });
      const started = Date.now();
      const saved = await backend.saveSiteSettings({ ...saveOf(settings, 0), private: { processorNotes: ['2026년 계약서 사무실 보관'] } });
      expect(saved.version).toBe(1);
      expect(saved.savedAt?.getTime()).toBeGreaterThanOrEqual(started - 60_000);
      expect(saved.settings.company.phone).toBe('033-765-4321');
      const visitors = await (await env.publicBackend()).getSiteSettings();
      expect(visitors.company.phone).toBe('033-765-4321');
      expect(visitors.prices.roofing).toEqual({ minWon: 250_000, maxWon: 400_000, unit: '평', duration: '3~7일' });
      expect(visitors.copy.heroHeadline).toBe('지붕 걱정 끝,\n한 번에 제대로');
      expect(await backend.getStoredSiteSettings()).toEqual(saved);
      expect(saved.private).toEqual({ processorNotes: ['2026년 계약서 사무실 보관'] });
      const [version] = await backend.listSiteSettingsVersions(5);
      expect(version).toMatchObject({ version: 1, changed: ['company', 'prices', 'copy'], restoredFrom: null });
      expect(version?.savedByEmail).toBe(env.harness.accounts.admin.email);
      const activities = await env.activitiesWhen((list) => list.some((activity) => activity.type === 'settings_update'));
      const activity = activities.find((entry) => entry.type === 'settings_update');
      expect(activity?.text).toContain(env.harness.accounts.admin.email);
      expect(activity?.text).toContain('회사 정보, 가격·응답 안내, 문구');
      expect(activity?.details).toMatchObject({ version: 1, changed: ['company', 'prices', 'copy'], restoredFrom: null });
    });

    it('refuses settings that break the rule, with a Korean message, and keeps what is stored', async () => {
      const backend = await admin();
      const calls = Object.fromEntries(
        Object.entries(BAD).map(([label, change]) => [label, () => backend.saveSiteSettings(saveOf(edited(change), 0))]),
      );
      expect(await codesOf(calls)).toEqual(everyCode(BAD, 'invalid-argument'));
      await expect(backend.saveSiteSettings(saveOf(edited(BAD['a phone number without hyphens']!), 0))).rejects.toThrow(/033-123-4567/);
      expect((await backend.getStoredSiteSettings()).version).toBe(0);
      expect(await (await env.publicBackend()).getSiteSettings()).toEqual(FIRST_SITE_SETTINGS);
    });

    it('refuses a save over a version that is no longer the stored one (settings/conflict), saving nothing', async () => {
      const backend = await admin();
      await backend.saveSiteSettings(
        saveOf(
          edited((s) => (s.company.phone = '033-111-2222')),
          0,
        ),
      );
      expect(
        await codeOf(
          backend.saveSiteSettings(
            saveOf(
              edited((s) => (s.company.phone = '033-333-4444')),
              0,
            ),
          ),
        ),
      ).toBe('settings/conflict');
      expect((await (await env.publicBackend()).getSiteSettings()).company.phone).toBe('033-111-2222');
    });

    it('writes nothing for a save that changes nothing', async () => {
      const backend = await admin();
      const stored = await backend.saveSiteSettings(saveOf(FIRST_SITE_SETTINGS, 0));
      expect(stored.version).toBe(0);
      expect(await backend.listSiteSettingsVersions(5)).toEqual([]);
    });

    it('starts a new dated consent version when the privacy terms change, and only then', async () => {
      const backend = await admin();
      const today = koreaDay(new Date());
      const first = FIRST_SITE_SETTINGS.privacy.consentVersion;
      // The form cannot move the version itself.
      const hours = await backend.saveSiteSettings(
        saveOf(
          edited((s) => ((s.company.phone = '033-111-2222'), (s.privacy.consentVersion = '2030-01-01'))),
          0,
        ),
      );
      expect(hours.settings.privacy).toMatchObject({ consentVersion: first, previousConsentVersion: null });
      const officer = await backend.saveSiteSettings(
        saveOf(
          edited((s) => (s.privacy.officer = OFFICER)),
          1,
        ),
      );
      expect(officer.settings.privacy).toMatchObject({ consentVersion: today, previousConsentVersion: first, effectiveDate: today });
      const processor = await backend.saveSiteSettings(
        saveOf(
          edited((s) => {
            s.privacy.officer = OFFICER;
            s.privacy.processors = [
              ...s.privacy.processors,
              { name: '(주)문자발송', task: '문자 발송', country: '', contact: '02-000-0000' },
            ];
          }),
          2,
        ),
      );
      expect(processor.settings.privacy).toMatchObject({ consentVersion: `${today}-2`, previousConsentVersion: today });
      expect((await (await env.publicBackend()).getSiteSettings()).privacy.consentVersion).toBe(`${today}-2`);
    });

    it('accepts an inquiry under the current consent version or the one before it, not an older one', async () => {
      const backend = await admin();
      const first = FIRST_SITE_SETTINGS.privacy.consentVersion;
      await backend.saveSiteSettings(
        saveOf(
          edited((s) => (s.privacy.officer = OFFICER)),
          0,
        ),
      );
      const current = (await backend.getStoredSiteSettings()).settings.privacy.consentVersion;
      await env.signOut();
      const visitor = await env.publicBackend();
      const inquiry = (privacyConsentVersion: string): InquiryInput => ({
        name: '박서연',
        email: null,
        phone: '010-1234-5678',
        message: '옥상 누수 문의',
        privacyConsentVersion,
        workType: null,
        region: null,
        preferredCallTime: null,
        photoCount: 0,
      });
      expect(await visitor.submitInquiry(inquiry(current))).toEqual(expect.any(String));
      expect(await visitor.submitInquiry(inquiry(first))).toEqual(expect.any(String));
      expect(await codeOf(visitor.submitInquiry(inquiry('2026-11-01')))).toBe('inquiry/consent-outdated');
    });

    it('brings back an earlier version as a new one, and says so in the history', async () => {
      const backend = await admin();
      await backend.saveSiteSettings(
        saveOf(
          edited((s) => (s.company.phone = '033-111-2222')),
          0,
        ),
      );
      await backend.saveSiteSettings(
        saveOf(
          edited((s) => (s.company.phone = '033-333-4444')),
          1,
        ),
      );
      const restored = await backend.restoreSiteSettings(1, 2);
      expect(restored.version).toBe(3);
      expect(restored.settings.company.phone).toBe('033-111-2222');
      expect((await (await env.publicBackend()).getSiteSettings()).company.phone).toBe('033-111-2222');
      expect((await backend.listSiteSettingsVersions(5)).map((entry) => [entry.version, entry.restoredFrom])).toEqual([
        [3, 1],
        [2, null],
        [1, null],
      ]);
      expect(await codeOf(backend.restoreSiteSettings(9, 3))).toBe('not-found');
      expect(await codeOf(backend.restoreSiteSettings(2, 1))).toBe('settings/conflict');
    });

    it('lists the newest versions first, within the limit', async () => {
      const backend = await admin();
      for (const [index, phone] of ['033-111-1111', '033-222-2222', '033-333-3333'].entries())
        await backend.saveSiteSettings(
          saveOf(
            edited((s) => (s.company.phone = phone)),
            index,
          ),
        );
      expect((await backend.listSiteSettingsVersions(2)).map((entry) => entry.version)).toEqual([3, 2]);
      expect(await codesOf({ zero: () => backend.listSiteSettingsVersions(0), huge: () => backend.listSiteSettingsVersions(101) })).toEqual(
        {
          zero: 'invalid-argument',
          huge: 'invalid-argument',
        },
      );
    });

    it('ticks and clears the launch checklist items', async () => {
      const backend = await admin();
      expect(await backend.getLaunchTicks()).toEqual({ sitemapNaver: null, sitemapGoogle: null, appCheck: null });
      const ticked = await backend.setLaunchTick('sitemapNaver', true);
      expect(ticked.sitemapNaver).toBeInstanceOf(Date);
      expect((await backend.getLaunchTicks()).sitemapNaver).toEqual(ticked.sitemapNaver);
      expect((await backend.setLaunchTick('sitemapNaver', false)).sitemapNaver).toBeNull();
      expect(await codeOf(backend.setLaunchTick('unknown' as 'appCheck', true))).toBe('invalid-argument');
    });

    it('keeps the settings from anyone who is not an administrator', async () => {
      const calls = (backend: AdminBackend) => ({
        getStoredSiteSettings: () => backend.getStoredSiteSettings(),
        saveSiteSettings: () =>
          backend.saveSiteSettings(
            saveOf(
              edited((s) => (s.company.phone = '033-999-9999')),
              0,
            ),
          ),
        listSiteSettingsVersions: () => backend.listSiteSettingsVersions(5),
        restoreSiteSettings: () => backend.restoreSiteSettings(1, 0),
        getLaunchTicks: () => backend.getLaunchTicks(),
        setLaunchTick: () => backend.setLaunchTick('appCheck', true),
      });
      const anonymous = calls(await env.adminBackend());
      expect(await codesOf(anonymous)).toEqual(everyCode(anonymous, 'auth/not-signed-in'));
      await env.signInAsNonAdmin();
      const nonAdmin = calls(await env.adminBackend());
      expect(await codesOf(nonAdmin)).toEqual(everyCode(nonAdmin, 'auth/not-admin'));
      await env.signOut();
      expect((await (await env.publicBackend()).getSiteSettings()).company.phone).toBe(FIRST_SITE_SETTINGS.company.phone);
    });
  });
}
