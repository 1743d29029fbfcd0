/**
 * The sample phone number and address a site shows until its owner gives the real ones (site-defaults.ts uses them
 * when VITE_COMPANY_PHONE / VITE_COMPANY_ADDRESS are unset): the admin dashboard's launch checklist refuses to call a
 * site ready while either is still shown. A module of its own, so the checklist does not load the whole first version.
 */
export const SAMPLE_COMPANY_CONTACT = { phone: '033-123-4567', address: '강원특별자치도 원주시 단구로 170' } as const;
