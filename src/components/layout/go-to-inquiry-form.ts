import { INQUIRY_FORM_ID } from '../../config/constants';

/** Space left above the form under the sticky header (px). */
const GAP_PX = 16;

/**
 * On the contact page, 견적 문의 takes the visitor to the form already there: scrolls it to just below the sticky
 * header and moves focus to it, so a screen reader continues from the form. (The hash holds the route, so this
 * cannot be a '#inquiry-form' link.) False when the page shows no form.
 */
export function goToInquiryForm(): boolean {
  const form = document.getElementById(INQUIRY_FORM_ID);
  if (!form) return false;
  if (!form.hasAttribute('tabindex')) form.setAttribute('tabindex', '-1');
  const headerHeight = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
  window.scrollTo(0, form.getBoundingClientRect().top + window.scrollY - headerHeight - GAP_PX);
  form.focus({ preventScroll: true });
  return true;
}
