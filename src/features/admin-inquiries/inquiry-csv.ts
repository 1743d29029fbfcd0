import Papa from 'papaparse';
import { INQUIRY_STATUS_LABELS } from '@/domain/categories';
import { formatPhoneNumber } from '@/domain/phone';
import type { Inquiry } from '@/domain/types';
import { koreaDate, koreaDateTime } from '@/lib/korea-time';
import { callTimeLabel, workTypeLabel } from './inquiry-labels';

/**
 * The CSV of an inquiry list for the office's records, made for Excel in Korea: UTF-8 with a byte-order mark (else
 * Excel reads Hangul as another encoding), Korean column names, Korea's local times, CRLF lines, every field quoted
 * as needed by papaparse (commas, quotes, line breaks in a message or note), and a cell that starts like a formula
 * (=, +, -, @) made plain text, so nothing a visitor typed runs in a spreadsheet. Loaded only when staff export.
 */
export const INQUIRY_CSV_COLUMNS = [
  '접수일시',
  '이름',
  '연락처',
  '이메일',
  '공사 종류',
  '지역',
  '통화 희망 시간',
  '문의 내용',
  '상태',
  '사진 수',
  '메모',
  '보관 기한',
] as const;

const BOM = '\uFEFF';

function row(inquiry: Inquiry): (string | number)[] {
  return [
    inquiry.submittedAt ? koreaDateTime(inquiry.submittedAt) : '',
    inquiry.name,
    formatPhoneNumber(inquiry.phone),
    inquiry.email ?? '',
    workTypeLabel(inquiry) ?? '',
    inquiry.region ?? '',
    callTimeLabel(inquiry) ?? '',
    inquiry.message,
    INQUIRY_STATUS_LABELS[inquiry.status],
    inquiry.photoCount,
    inquiry.staffNote ?? '',
    inquiry.retainUntil ? koreaDate(inquiry.retainUntil) : '',
  ];
}

export function inquiryCsv(inquiries: readonly Inquiry[]): Blob {
  const text = Papa.unparse({ fields: [...INQUIRY_CSV_COLUMNS], data: inquiries.map(row) }, { newline: '\r\n', escapeFormulae: true });
  return new Blob([BOM, text], { type: 'text/csv;charset=utf-8' });
}
