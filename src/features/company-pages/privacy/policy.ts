import { ACTIVITY_TTL_DAYS } from '@/config/limits';
import { collected } from '@/config/privacy';
import type { PrivacyOfficer, SiteSettings } from '@/domain/site-settings/types';

/**
 * The 개인정보처리방침 (Personal Information Protection Act, art. 30), written from the site's own settings: what the
 * forms collect and keep (config/privacy.ts, the same list the consent notices show), the company, its privacy
 * officer and the processors the owner names in 사이트 설정 (Google Firebase by default, hence the overseas transfer
 * of art. 28-8). Each section: a heading and its paragraphs, or terms with their descriptions.
 */
export interface PolicyTerm {
  term: string;
  description: string;
}

export interface PolicySection {
  id: string;
  title: string;
  paragraphs?: readonly string[];
  /** Groups of terms, each under an optional sub-heading (an inquiry, a review). */
  groups?: readonly { title?: string; terms: readonly PolicyTerm[] }[];
  list?: readonly string[];
  /** Paragraphs after the terms and the list. */
  after?: readonly string[];
}

const items = (what: { required: readonly string[]; optional: readonly string[] }) =>
  `필수: ${what.required.join(', ')} / 선택: ${what.optional.join(', ')}`;

export function privacyPolicy(settings: SiteSettings, officer: PrivacyOfficer) {
  const company = settings.company.name;
  const { processors, effectiveDate } = settings.privacy;
  const overseas = processors.filter((processor) => processor.country !== '');
  const sections: PolicySection[] = [
    {
      id: 'items',
      title: '1. 처리하는 개인정보의 항목과 목적',
      paragraphs: [`${company}(이하 '회사')는 다음의 목적에 필요한 최소한의 개인정보만 처리하며, 목적이 바뀌면 미리 동의를 받겠습니다.`],
      groups: [
        {
          title: '견적 문의 (문의 양식)',
          terms: [
            { term: '항목', description: items(collected.inquiry) },
            { term: '목적', description: collected.inquiry.purpose },
          ],
        },
        {
          title: '고객 후기 (문자로 받은 후기 링크)',
          terms: [
            { term: '항목', description: items(collected.review) },
            {
              term: '목적',
              description: `${collected.review.purpose}. 이름 공개에 동의하지 않으시면 이름은 '홍○○'처럼 가린 형태로만 저장·게시합니다.`,
            },
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: '2. 개인정보의 보유 기간과 파기',
      groups: [
        {
          terms: [
            { term: '견적 문의', description: collected.inquiry.retention },
            { term: '고객 후기', description: collected.review.retention },
            {
              term: '관리 기록',
              description: `문의·후기가 들어왔다는 관리자 화면의 알림 기록(이름 포함)은 ${ACTIVITY_TTL_DAYS}일 뒤 자동으로 삭제합니다.`,
            },
            { term: '알림 메일', description: '직원에게 보내는 문의 알림 메일의 발송 기록은 7일 뒤 자동으로 삭제합니다.' },
          ],
        },
      ],
      after: [
        '보유 기간이 지난 개인정보는 지체 없이 파기합니다. 전자 파일은 복구할 수 없는 방법으로 삭제하며, 종이 문서로는 보관하지 않습니다. 다른 법령에 따라 보관해야 하는 경우에는 그 기간 동안 따로 분리하여 보관합니다.',
      ],
    },
    {
      id: 'third-party',
      title: '3. 개인정보의 제3자 제공',
      paragraphs: ['회사는 정보주체의 동의가 있거나 법률에 특별한 규정이 있는 경우를 제외하고 개인정보를 제3자에게 제공하지 않습니다.'],
    },
    {
      id: 'processors',
      title: '4. 개인정보 처리의 위탁',
      paragraphs: [
        processors.length > 0
          ? '회사는 홈페이지 운영을 위해 다음과 같이 개인정보 처리 업무를 위탁하고 있으며, 위탁받은 자가 개인정보를 안전하게 처리하도록 관리·감독합니다.'
          : '회사는 개인정보 처리 업무를 다른 곳에 위탁하지 않습니다.',
      ],
      groups: processors.map((processor) => ({
        terms: [
          { term: '위탁받는 자', description: processor.name },
          { term: '위탁 업무', description: processor.task },
        ],
      })),
    },
    {
      id: 'overseas',
      title: '5. 개인정보의 국외 이전',
      paragraphs: [
        overseas.length > 0
          ? '회사는 위 위탁 업무를 위해 다음과 같이 개인정보를 국외로 이전합니다(「개인정보 보호법」 제28조의8).'
          : '회사는 개인정보를 국외로 이전하지 않습니다.',
      ],
      groups: overseas.map((processor) => ({
        terms: [
          { term: '이전받는 자', description: processor.contact ? `${processor.name}, 문의처: ${processor.contact}` : processor.name },
          { term: '이전되는 국가', description: processor.country },
          { term: '이전 항목', description: '견적 문의와 고객 후기로 받은 모든 항목(1항)과 첨부 사진' },
          { term: '이전 시기와 방법', description: '문의나 후기를 보내는 때에 인터넷으로, 암호화된 통신(HTTPS)으로 전송합니다.' },
          { term: '보유·이용 기간', description: '2항의 보유 기간과 같습니다.' },
          {
            term: '거부 방법과 불이익',
            description: `국외 이전을 원하지 않으시면 홈페이지 문의 대신 전화(${settings.company.phone})로 상담하실 수 있습니다. 이 경우 홈페이지의 문의 접수와 후기 작성은 이용하실 수 없습니다.`,
          },
        ],
      })),
    },
    {
      id: 'rights',
      title: '6. 정보주체의 권리와 행사 방법',
      paragraphs: [
        '정보주체는 언제든지 자신의 개인정보에 대해 열람, 정정, 삭제, 처리정지를 요구할 수 있고, 동의를 철회할 수 있습니다.',
        `아래 개인정보 보호책임자에게 전화(${officer.phone})나 이메일(${officer.email})로 요청하시면 본인임을 확인한 뒤 10일 안에 조치하고 결과를 알려 드립니다. 후기의 삭제나 이름 가림도 같은 방법으로 요청하실 수 있습니다. 법정대리인이나 위임을 받은 분을 통해서도 요청하실 수 있습니다.`,
      ],
    },
    {
      id: 'security',
      title: '7. 개인정보의 안전성 확보 조치',
      list: [
        '문의와 후기는 관리자 권한을 받은 직원만 로그인해 볼 수 있도록 접근을 통제합니다.',
        '모든 통신은 암호화(HTTPS)하며, 데이터베이스와 파일 저장소에는 허용된 요청만 통과시키는 보안 규칙을 적용합니다.',
        '방문자의 사진은 전송 전에 촬영 위치 등 부가 정보(EXIF)를 지웁니다.',
        '보유 기간이 지난 개인정보는 자동으로 삭제합니다.',
      ],
    },
    {
      id: 'officer',
      title: '8. 개인정보 보호책임자',
      paragraphs: ['개인정보 처리에 관한 문의, 불만 처리, 피해 구제는 아래 책임자에게 연락해 주세요.'],
      groups: [
        {
          terms: [
            { term: '성명', description: officer.name },
            { term: '직책', description: officer.title },
            { term: '전화', description: officer.phone },
            { term: '이메일', description: officer.email },
          ],
        },
      ],
    },
    {
      id: 'remedies',
      title: '9. 권익 침해 구제 방법',
      paragraphs: ['개인정보 침해에 대한 신고나 상담이 필요하시면 아래 기관에 문의하실 수 있습니다.'],
      list: [
        '개인정보분쟁조정위원회: 1833-6972 (www.kopico.go.kr)',
        '개인정보침해신고센터: 118 (privacy.kisa.or.kr)',
        '대검찰청: 1301 (www.spo.go.kr)',
        '경찰청: 182 (ecrm.police.go.kr)',
      ],
    },
  ];
  return {
    title: '개인정보처리방침',
    intro: `${company}(이하 '회사')는 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 관련 고충을 신속하게 처리할 수 있도록 다음과 같이 개인정보처리방침을 정하여 공개합니다.`,
    sections,
    effective: `이 개인정보처리방침은 ${effectiveDate}부터 적용됩니다.`,
  };
}
