import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SiteSettingsSave } from '@/backend/port';
import { BackendError } from '@/domain/errors';
import { koreaDay } from '@/domain/site-settings/business-time';
import { ADMIN_TEST_TIMEOUT_MS } from '../../support/admin-harness';
import { openSettings, saveThrough, section, tabPhone } from './settings-harness';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });

const saveButton = () => screen.getByRole('button', { name: /^저장( 중…)?$/ });
const statusLine = (text: string | RegExp) => screen.getByText(text);

describe('사이트 설정: 저장', () => {
  it('saves a new phone number, shows what visitors now see and puts it in this tab at once', async () => {
    const { user, admin, spies } = await openSettings();
    const phone = section('회사 정보').getByLabelText('대표 전화번호');
    expect(phone).toHaveValue('033-123-4567');
    expect(statusLine('처음 설정 그대로입니다')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '0337654321');
    await user.tab();
    expect(phone).toHaveValue('033-765-4321');
    expect(statusLine('저장하지 않은 변경: 회사 정보')).toBeInTheDocument();

    await user.click(saveButton());
    const preview = await screen.findByRole('region', { name: '저장했습니다. 방문자에게는 이렇게 보입니다' });
    expect(within(preview).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(within(preview).getByText(/데모에서는 이 브라우저의 모든 페이지에 바로 반영됩니다\./)).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: /전화 상담 033-765-4321/ })).toHaveAttribute('href', 'tel:0337654321');
    expect(within(preview).getByRole('link', { name: /견적 문의/ })).toHaveAttribute('href', '/contact');
    expect(tabPhone()).toBe('033-765-4321');
    expect(spies.saveSiteSettings).toHaveBeenCalledTimes(1);
    const stored = await admin.getStoredSiteSettings();
    expect(stored.settings.company.phone).toBe('033-765-4321');
    expect(stored.version).toBe(1);
    await waitFor(() => expect(statusLine('저장된 1번째 버전과 같습니다')).toBeInTheDocument());
    await user.click(within(preview).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('region', { name: /저장했습니다/ })).not.toBeInTheDocument();
  });

  it('on Firebase says the change reaches visitors within minutes, and shows prices and the promise as visitors read them', async () => {
    const { user } = await openSettings({ kind: 'firebase' });
    const roofing = within(screen.getByRole('group', { name: '지붕 공사' }));
    await user.click(roofing.getByRole('checkbox', { name: '지붕 공사 가격 안내하기' }));
    await user.type(roofing.getByLabelText('최저 가격 (원)'), '250000');
    await user.type(roofing.getByLabelText('최고 가격 (원)'), '400000');
    await user.type(roofing.getByLabelText('공사 기간'), '3~7일');
    await user.click(screen.getByRole('radio', { name: '영업시간 기준 정한 시간 안에 연락' }));
    await user.click(saveButton());
    const preview = await screen.findByRole('region', { name: '저장했습니다. 방문자에게는 이렇게 보입니다' });
    expect(preview).toHaveTextContent('늦어도 10분 안에 반영됩니다');
    // Drawn by the public pages' own component (WorkEstimate), with the saved settings.
    const roofingEstimate = within(preview).getByText('지붕 공사').closest('li') as HTMLElement;
    expect(within(roofingEstimate).getByText('평당 25만~40만 원')).toBeInTheDocument();
    expect(within(roofingEstimate).getByText('3~7일')).toBeInTheDocument();
    expect(within(preview).getByText('영업시간 기준 2시간 안에 연락드립니다')).toBeInTheDocument();
  });

  it('a save in flight says so and waits; what was typed meanwhile stays, unsaved', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user, admin } = await openSettings({
      admin: (real) => ({ saveSiteSettings: async (save: SiteSettingsSave) => gate.then(() => real.saveSiteSettings(save)) }),
    });
    await user.clear(section('회사 정보').getByLabelText('대표자'));
    await user.type(section('회사 정보').getByLabelText('대표자'), '박대표');
    await user.click(saveButton());
    expect(saveButton()).toHaveTextContent('저장 중…');
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
    // Pressed again while it saves: nothing more is sent.
    await user.click(saveButton());
    await user.type(section('문구').getByLabelText('홈 화면 소개 문장'), ' 더');
    release();
    await screen.findByRole('region', { name: '저장했습니다. 방문자에게는 이렇게 보입니다' });
    expect((await admin.getStoredSiteSettings()).settings.company.representative).toBe('박대표');
    expect((section('문구').getByLabelText('홈 화면 소개 문장') as HTMLTextAreaElement).value).toMatch(/ 더$/);
    expect(statusLine('저장하지 않은 변경: 문구')).toBeInTheDocument();
    expect(saveButton()).toHaveTextContent('저장');
  });

  it('with nothing changed says so and sends nothing', async () => {
    const { user, spies } = await openSettings();
    await user.click(saveButton());
    expect(await screen.findByText('바뀐 내용이 없습니다.')).toBeInTheDocument();
    expect(spies.saveSiteSettings).not.toHaveBeenCalled();
  });

  it('offline: says it could not save, keeps everything typed, and the next 저장 works', async () => {
    let offline = true;
    const { user, admin } = await openSettings({
      admin: (real) => ({
        saveSiteSettings: async (save: SiteSettingsSave) => {
          if (offline) throw new BackendError('unavailable', 'Failed to get document because the client is offline.');
          return real.saveSiteSettings(save);
        },
      }),
    });
    const email = section('회사 정보').getByLabelText('이메일');
    await user.clear(email);
    await user.type(email, 'office@jy.co.kr');
    await user.click(saveButton());
    const notice = await screen.findByRole('region', { name: '저장하지 못했습니다' });
    expect(notice).toHaveTextContent('인터넷에 연결되어 있지 않아 저장하지 못했습니다. 입력한 내용은 그대로 있습니다.');
    expect(within(notice).getByRole('heading')).toHaveFocus();
    expect(email).toHaveValue('office@jy.co.kr');
    expect(statusLine('저장하지 않은 변경: 회사 정보')).toBeInTheDocument();

    offline = false;
    await user.click(saveButton());
    await screen.findByRole('region', { name: '저장했습니다. 방문자에게는 이렇게 보입니다' });
    expect(screen.queryByRole('region', { name: '저장하지 못했습니다' })).not.toBeInTheDocument();
    expect((await admin.getStoredSiteSettings()).settings.company.email).toBe('office@jy.co.kr');
  });

  it('any other failure says why, and keeps what was typed', async () => {
    const { user } = await openSettings({
      admin: { saveSiteSettings: () => Promise.reject(new BackendError('permission-denied', '관리자 권한이 없습니다.')) },
    });
    await user.type(section('신뢰 정보').getByLabelText(/보험/), '영업배상책임보험 가입');
    await user.click(saveButton());
    const notice = await screen.findByRole('region', { name: '저장하지 못했습니다' });
    expect(notice).toHaveTextContent('저장하지 못했습니다: 관리자 권한이 없습니다. 입력한 내용은 그대로 있습니다.');
    expect(section('신뢰 정보').getByLabelText(/보험/)).toHaveValue('영업배상책임보험 가입');
  });

  it('another administrator saved first: their version is read and what was typed here is laid over it, nothing lost', async () => {
    const { user, admin, spies } = await openSettings();
    const company = section('회사 정보');
    // Typed here: the phone and the representative.
    await user.clear(company.getByLabelText('대표 전화번호'));
    await user.type(company.getByLabelText('대표 전화번호'), '033-765-4321');
    await user.clear(company.getByLabelText('대표자'));
    await user.type(company.getByLabelText('대표자'), '박대표');
    // Meanwhile, in another tab: the e-mail and the representative.
    await saveThrough(admin, (settings) => {
      settings.company.email = 'new@jy.co.kr';
      settings.company.representative = '이대표';
    });

    await user.click(saveButton());
    const notice = await screen.findByRole('region', { name: '다른 관리자가 먼저 저장했습니다' });
    expect(notice).toHaveTextContent(/admin@example\.com, \d{4}\.\d{2}\.\d{2} \(.\) \d{2}:\d{2}에서 저장한 1번째 버전을 불러와/);
    expect(notice).toHaveTextContent('양쪽에서 함께 바꾼 곳: 회사 정보 (여기서 입력하신 값을 남겼습니다)');
    expect(company.getByLabelText('이메일')).toHaveValue('new@jy.co.kr');
    expect(company.getByLabelText('대표 전화번호')).toHaveValue('033-765-4321');
    expect(company.getByLabelText('대표자')).toHaveValue('박대표');
    expect(statusLine('저장하지 않은 변경: 회사 정보')).toBeInTheDocument();
    expect((await admin.getStoredSiteSettings()).version).toBe(1);

    await user.click(saveButton());
    await screen.findByRole('region', { name: '저장했습니다. 방문자에게는 이렇게 보입니다' });
    const stored = await admin.getStoredSiteSettings();
    expect(stored.version).toBe(2);
    expect(stored.settings.company).toMatchObject({ email: 'new@jy.co.kr', phone: '033-765-4321', representative: '박대표' });
    expect(spies.saveSiteSettings).toHaveBeenCalledTimes(2);
    expect(tabPhone()).toBe('033-765-4321');
  });

  it('naming the privacy officer starts a new dated consent version, and the preview shows /privacy with it', async () => {
    const { user, admin } = await openSettings();
    const privacy = section('개인정보');
    await user.click(privacy.getByRole('radio', { name: '지정함' }));
    await user.type(privacy.getByLabelText('이름'), '김정연');
    await user.type(privacy.getByLabelText('직책'), '대표');
    await user.type(privacy.getByLabelText('전화번호'), '033-765-4321');
    await user.type(privacy.getByLabelText('이메일'), 'privacy@jy.co.kr');
    await user.click(saveButton());
    const preview = await screen.findByRole('region', { name: '저장했습니다. 방문자에게는 이렇게 보입니다' });
    const today = koreaDay(new Date());
    expect(preview).toHaveTextContent('개인정보 보호책임자: 김정연 (대표)');
    expect(preview).toHaveTextContent(`동의서 버전 ${today} · 시행일 ${today}`);
    expect(within(preview).getByRole('link', { name: /개인정보처리방침/ })).toHaveAttribute('href', '/privacy');
    expect(privacy.getByText(`지금 버전 ${today} · 시행일 ${today}`)).toBeInTheDocument();
    const stored = await admin.getStoredSiteSettings();
    expect(stored.settings.privacy.consentVersion).toBe(today);
    expect(stored.settings.privacy.officer?.name).toBe('김정연');
  });

  it('a processor’s contract note is saved for administrators only: visitors see nothing new', async () => {
    const { user, admin } = await openSettings();
    await user.type(section('개인정보').getByLabelText(/계약 메모/), '2026-11-01 약관 동의, 계약서는 사무실 금고');
    expect(statusLine('저장하지 않은 변경: 개인정보')).toBeInTheDocument();
    await user.click(saveButton());
    const preview = await screen.findByRole('region', { name: '저장했습니다. 방문자에게는 이렇게 보입니다' });
    expect(preview).toHaveTextContent('방문자에게 보이는 내용은 바뀌지 않았습니다 (관리자만 보는 계약 메모만 저장했습니다).');
    const stored = await admin.getStoredSiteSettings();
    expect(stored.private.processorNotes).toEqual(['2026-11-01 약관 동의, 계약서는 사무실 금고']);
    expect(stored.settings.privacy.previousConsentVersion).toBeNull();
  });
});
