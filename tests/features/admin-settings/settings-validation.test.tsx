import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TEST_TIMEOUT_MS } from '../../support/admin-harness';
import { openSettings, section } from './settings-harness';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });

/** Replaces a field's value as typed, then leaves it (its message, if any, shows then). */
async function retype(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
  await user.tab();
}

/** The field shows `message` next to it, tied to it for screen readers. */
function expectProblem(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

function expectFine(field: HTMLElement) {
  expect(field).not.toHaveAttribute('aria-invalid');
}

const group = (name: string) => within(screen.getByRole('group', { name }));

describe('사이트 설정: each field is checked by the one rule, its message next to it', () => {
  it('회사 정보: required texts, the business number, phone, e-mail, days and hours', async () => {
    const { user } = await openSettings();
    const company = section('회사 정보');
    const name = company.getByLabelText('회사 이름');
    await user.clear(name);
    // Nothing is said while the owner is still typing in the field.
    expectFine(name);
    await user.tab();
    expectProblem(name, '회사 이름 항목을 채워 주세요.');
    await user.type(name, 'JY건설');
    expectFine(name);

    await retype(user, company.getByLabelText('사업자등록번호'), '1234567890');
    expectProblem(company.getByLabelText('사업자등록번호'), '사업자등록번호는 123-45-67890처럼 적어 주세요.');
    await retype(user, company.getByLabelText('대표 전화번호'), '033 12');
    expectProblem(company.getByLabelText('대표 전화번호'), '전화번호는 033-123-4567처럼 하이픈(-)을 넣어 적어 주세요.');
    await retype(user, company.getByLabelText('이메일'), 'info@');
    expectProblem(company.getByLabelText('이메일'), '이메일 주소를 name@example.com처럼 적어 주세요.');
    await retype(user, company.getByLabelText('주소'), '');
    expectProblem(company.getByLabelText('주소'), '주소 항목을 채워 주세요.');
    expect(company.getByText(/지도 표시는 이 주소를 따라 옮겨집니다/)).toBeInTheDocument();

    for (const day of ['월요일', '화요일', '수요일', '목요일', '금요일']) await user.click(company.getByRole('checkbox', { name: day }));
    await user.tab();
    expect(company.getByRole('group', { name: '영업일' })).toHaveAccessibleDescription(
      expect.stringContaining('문의를 받는 요일을 하루 이상 골라 주세요.'),
    );
    await user.click(company.getByRole('checkbox', { name: '토요일' }));
    expect(company.getByText('토')).toBeInTheDocument();

    const closes = company.getByLabelText('닫는 시각');
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.tab();
    expectProblem(closes, '닫는 시각은 여는 시각보다 늦어야 합니다.');
  });

  it('저장 shows every message at once, moves focus to the first problem and saves nothing', async () => {
    const { user, spies } = await openSettings();
    const company = section('회사 정보');
    await user.clear(company.getByLabelText('대표자'));
    await user.clear(section('문구').getByLabelText('홈 화면 소개 문장'));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('고쳐야 할 곳이 2곳 있습니다. 첫 번째 칸으로 이동했습니다.')).toBeInTheDocument();
    expect(company.getByLabelText('대표자')).toHaveFocus();
    expectProblem(company.getByLabelText('대표자'), '대표자 항목을 채워 주세요.');
    expectProblem(section('문구').getByLabelText('홈 화면 소개 문장'), '홈 화면 소개 문장 항목을 채워 주세요.');
    expect(spies.saveSiteSettings).not.toHaveBeenCalled();
    // Fixed, the messages go as the owner types.
    await user.type(company.getByLabelText('대표자'), '김정연');
    expectFine(company.getByLabelText('대표자'));
  });

  it('상담 채널: the Kakao id (a pasted channel address keeps only the id) and each site of its own', async () => {
    const { user } = await openSettings();
    const channels = section('상담 채널');
    const kakao = channels.getByLabelText(/카카오톡 채널 아이디/);
    await retype(user, kakao, 'https://pf.kakao.com/_ZeUTxl/chat');
    expect(kakao).toHaveValue('_ZeUTxl');
    expectFine(kakao);
    await retype(user, kakao, 'ZeUTxl');
    expectProblem(kakao, '채널 주소 pf.kakao.com/ 뒤의 아이디만 적어 주세요 (예: _ZeUTxl).');

    await retype(user, channels.getByLabelText(/네이버 플레이스 주소/), 'https://example.com/place');
    expectProblem(channels.getByLabelText(/네이버 플레이스 주소/), '네이버 플레이스 주소를 https://naver.me/…');
    await retype(user, channels.getByLabelText(/네이버 블로그 주소/), 'http://blog.naver.com/jy');
    expectProblem(channels.getByLabelText(/네이버 블로그 주소/), '네이버 블로그 주소를 https://blog.naver.com/아이디처럼 적어 주세요.');
    await retype(user, channels.getByLabelText(/인스타그램 주소/), 'https://www.instagram.com/jy_construction');
    expectFine(channels.getByLabelText(/인스타그램 주소/));
  });

  it('신뢰 정보: each line within its length', async () => {
    const { user } = await openSettings();
    const license = section('신뢰 정보').getByLabelText(/건설업 면허/);
    await user.click(license);
    await user.paste('가'.repeat(81));
    await user.tab();
    expectProblem(license, '80자 이내로 적어 주세요.');
    expect(section('신뢰 정보').getByText('81/80자')).toBeInTheDocument();
  });

  it('가격·응답 안내: a price range in won per unit with its duration, and the promise as a rule with its sentence', async () => {
    const { user } = await openSettings();
    const roofing = group('지붕 공사');
    expect(roofing.getByText('가격을 안내하지 않습니다.')).toBeInTheDocument();
    await user.click(roofing.getByRole('checkbox', { name: '지붕 공사 가격 안내하기' }));
    const min = roofing.getByLabelText('최저 가격 (원)');
    const max = roofing.getByLabelText('최고 가격 (원)');
    await retype(user, min, '');
    expectProblem(min, '최저 가격을 1,000원 이상의 원 단위 숫자로 적어 주세요.');
    await retype(user, min, '250,000');
    expect(roofing.getByText('25만 원')).toBeInTheDocument();
    await retype(user, max, '200000');
    expectProblem(max, '최고 가격은 최저 가격보다 낮을 수 없습니다.');
    await retype(user, max, '400000');
    const duration = roofing.getByLabelText('공사 기간');
    await retype(user, duration, '일주일');
    expectProblem(duration, '공사 기간은 3~7일, 1~2주처럼 숫자와 단위로 적어 주세요.');
    await retype(user, duration, '3~7일');
    await user.click(roofing.getByRole('radio', { name: '㎡당' }));
    expect(roofing.getByText('㎡당 25만~40만 원 · 3~7일')).toBeInTheDocument();

    const promise = group('응답 약속');
    expect(promise.getByText('응답 약속이 보이지 않습니다.')).toBeInTheDocument();
    await user.click(promise.getByRole('radio', { name: '기준 시각 전에 들어온 문의는 그날 연락' }));
    expect(promise.getByText('평일 오후 3시 전 문의는 당일 연락드립니다')).toBeInTheDocument();
    const cutoff = promise.getByLabelText('기준 시각');
    await retype(user, cutoff, '19:00');
    expectProblem(cutoff, '기준 시각은 영업시간(09:00~18:00) 안이어야 합니다.');
    await user.click(promise.getByRole('radio', { name: '영업시간 기준 정한 시간 안에 연락' }));
    const hours = promise.getByLabelText('몇 시간 안에 (영업시간 기준)');
    await retype(user, hours, '0');
    expectProblem(hours, '1시간에서 72시간 사이로 적어 주세요.');
    await retype(user, hours, '2');
    expect(promise.getByText('영업시간 기준 2시간 안에 연락드립니다')).toBeInTheDocument();
  });

  it('개인정보: none named says why /privacy is a placeholder; a named officer and each processor are checked', async () => {
    const { user } = await openSettings();
    const privacy = section('개인정보');
    expect(privacy.getByRole('radio', { name: '아직 지정하지 않음' })).toBeChecked();
    expect(privacy.getByRole('note')).toHaveTextContent(
      '보호책임자를 지정하기 전까지 개인정보처리방침(/privacy)은 ‘준비 중’ 안내로만 보입니다.',
    );
    await user.click(privacy.getByRole('radio', { name: '지정함' }));
    expect(privacy.queryByRole('note')).not.toBeInTheDocument();
    await user.click(privacy.getByLabelText('이름'));
    await user.tab();
    expectProblem(privacy.getByLabelText('이름'), '책임자 이름 항목을 채워 주세요.');
    await retype(user, privacy.getByLabelText('전화번호'), '1234');
    expectProblem(privacy.getByLabelText('전화번호'), '전화번호는 033-123-4567처럼 하이픈(-)을 넣어 적어 주세요.');

    // The first version names one processor (Firebase); a second, left empty, is refused.
    expect(privacy.getByRole('heading', { name: '위탁업체 1' })).toBeInTheDocument();
    await user.click(privacy.getByRole('button', { name: '위탁업체 추가' }));
    const second = within(privacy.getByRole('heading', { name: '위탁업체 2' }).closest('li') as HTMLElement);
    await waitFor(() => expect(second.getByLabelText('위탁받는 자')).toHaveFocus());
    await user.click(second.getByLabelText('위탁받는 자'));
    await user.tab();
    expectProblem(second.getByLabelText('위탁받는 자'), '위탁받는 자 항목을 채워 주세요.');
    const note = second.getByLabelText(/계약 메모/);
    expect(note).toHaveAccessibleDescription(expect.stringContaining('관리자만 봅니다.'));
    await user.click(note);
    await user.paste('메'.repeat(301));
    await user.tab();
    expectProblem(note, '300자 이내로 적어 주세요.');
    await user.click(privacy.getByRole('button', { name: '위탁업체 2 삭제' }));
    expect(privacy.queryByRole('heading', { name: '위탁업체 2' })).not.toBeInTheDocument();
    await waitFor(() => expect(privacy.getByRole('button', { name: '위탁업체 추가' })).toHaveFocus());

    expect(privacy.getByText(/^지금 버전 \d{4}-\d{2}-\d{2}/)).toBeInTheDocument();
    expect(privacy.getByText(/보호책임자나 위탁업체를 바꿔 저장하면 저장한 날짜로 새 버전이 시작되고/)).toBeInTheDocument();
    expect(privacy.getByText(/저장하면 새 동의서 버전 \d{4}-\d{2}-\d{2}(-\d+)?이\(가\) 시작됩니다\./)).toBeInTheDocument();
  });

  it('문구: the headline in at most two lines, and no text left empty', async () => {
    const { user } = await openSettings();
    const texts = section('문구');
    const headline = texts.getByLabelText('홈 화면 제목');
    await user.clear(headline);
    await user.type(headline, '첫 줄{Enter}둘째 줄{Enter}셋째 줄');
    await user.tab();
    expectProblem(headline, '제목은 두 줄까지 쓸 수 있습니다.');
    await retype(user, texts.getByLabelText('지붕 공사 카드'), '');
    expectProblem(texts.getByLabelText('지붕 공사 카드'), '서비스 소개 항목을 채워 주세요.');
    await retype(user, texts.getByLabelText('징크·금속 지붕 한 줄 소개'), '');
    expectProblem(texts.getByLabelText('징크·금속 지붕 한 줄 소개'), '한 줄 소개 항목을 채워 주세요.');
    await retype(user, texts.getByLabelText('‘지보공사’ 분류의 이름'), '');
    expectProblem(texts.getByLabelText('‘지보공사’ 분류의 이름'), '분류 이름 항목을 채워 주세요.');
  });

  it('검색 등록: only the code, not the whole tag (a pasted tag keeps only its content), with how to get it', async () => {
    const { user } = await openSettings();
    const search = section('검색 등록');
    const naver = search.getByLabelText(/네이버 사이트 확인 코드/);
    await user.click(naver);
    await user.paste('<meta name="naver-site-verification" content="a1b2c3d4e5f6a7b8" />');
    await user.tab();
    expect(naver).toHaveValue('a1b2c3d4e5f6a7b8');
    expectFine(naver);
    await retype(user, naver, 'abc');
    expectProblem(naver, '메타 태그 전체가 아니라 content="…" 안의 값만 붙여 넣어 주세요 (영문, 숫자, -, _).');
    await user.click(search.getAllByText('코드 받는 방법')[1]!);
    expect(search.getByText(/다른 확인 방법 → ‘HTML 태그’를 고릅니다\./)).toBeVisible();
  });
});
