import { describe, expect, it } from 'vitest';
import { FIRST_PRIVATE_SITE_SETTINGS, FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import { draftOf, mergeDrafts, settingsOfDraft, unsavedSections, wonOf } from '@/features/admin-settings/form-draft';
import { tidyKakaoChannelId, tidyPhone, tidyVerificationCode } from '@/features/admin-settings/tidy-values';

const base = () => draftOf(FIRST_SITE_SETTINGS, FIRST_PRIVATE_SITE_SETTINGS);
const first = { settings: FIRST_SITE_SETTINGS, private: FIRST_PRIVATE_SITE_SETTINGS };

describe('the settings form’s draft', () => {
  it('turns back into exactly the stored settings when nothing was typed', () => {
    expect(settingsOfDraft(base(), FIRST_SITE_SETTINGS)).toEqual(first);
    expect(unsavedSections(settingsOfDraft(base(), FIRST_SITE_SETTINGS), first)).toEqual([]);
  });

  it('keeps a switched-off price and officer, and stores neither', () => {
    const draft = structuredClone(base());
    draft.prices.ground = { shown: false, minWon: '1,000,000', maxWon: '2000000', unit: '건', duration: '2~3일' };
    draft.officerNamed = false;
    draft.officer.name = '김정연';
    const { settings } = settingsOfDraft(draft, FIRST_SITE_SETTINGS);
    expect(settings.prices.ground).toBeUndefined();
    expect(settings.privacy.officer).toBeNull();
    draft.prices.ground.shown = true;
    expect(settingsOfDraft(draft, FIRST_SITE_SETTINGS).settings.prices.ground).toEqual({
      minWon: 1_000_000,
      maxWon: 2_000_000,
      unit: '건',
      duration: '2~3일',
    });
  });

  it('gives each work type a price of its own (editing one never changes another)', () => {
    const draft = structuredClone(base());
    draft.prices.roofing.shown = true;
    expect(draft.prices.waterproofing.shown).toBe(false);
  });

  it('reads won as typed, with commas or spaces; anything else is not a number (the rule then says why)', () => {
    expect(wonOf('250,000')).toBe(250_000);
    expect(wonOf(' 1 200 000 ')).toBe(1_200_000);
    expect(wonOf('25만')).toBeNaN();
    expect(wonOf('')).toBeNaN();
  });

  it('merges a newer stored version under what was typed: typed fields win, the rest is theirs, overlaps named', () => {
    const mine = structuredClone(base());
    mine.company.phone = '033-765-4321';
    mine.company.representative = '박대표';
    mine.copy.heroSubline = '새 소개 문장';
    const theirs = structuredClone(base());
    theirs.company.email = 'new@jy.co.kr';
    theirs.company.representative = '이대표';
    theirs.search.naver = 'naverCode12345';
    theirs.processors = [];
    const { merged, overlaps } = mergeDrafts(base(), mine, theirs);
    expect(merged.company).toMatchObject({ phone: '033-765-4321', representative: '박대표', email: 'new@jy.co.kr' });
    expect(merged.copy.heroSubline).toBe('새 소개 문장');
    expect(merged.search.naver).toBe('naverCode12345');
    expect(merged.processors).toEqual([]);
    expect(overlaps).toEqual(['company']);
  });

  it('tidies what is pasted from elsewhere: a phone’s hyphens, a Kakao address, a whole verification tag', () => {
    expect(tidyPhone('0337654321')).toBe('033-765-4321');
    expect(tidyKakaoChannelId('https://pf.kakao.com/_ZeUTxl/chat')).toBe('_ZeUTxl');
    expect(tidyKakaoChannelId(' _abc ')).toBe('_abc');
    expect(tidyVerificationCode('<meta name="google-site-verification" content="Abc_123-xyz" />')).toBe('Abc_123-xyz');
    expect(tidyVerificationCode(' plain ')).toBe('plain');
  });
});
