import { paths } from '../../config/paths';

/** Shared UI words (navigation, buttons, labels) used across screens. */
export const nav = [
  { to: paths.home, label: '홈' },
  { to: paths.about, label: '회사소개' },
  { to: paths.services, label: '사업분야' },
  { to: paths.projects, label: '시공사례' },
  { to: paths.contact, label: '견적문의' },
] as const;
