import { createContext, useContext } from 'react';

/** The live number of 신규 inquiries, as the admin shell follows it (src/app/admin/NewInquiriesProvider.tsx). */
export type NewInquiryCount = { status: 'loading' } | { status: 'ready'; count: number } | { status: 'error' };

export const NewInquiryCountContext = createContext<NewInquiryCount>({ status: 'loading' });

/**
 * The live 신규 count for any admin screen (the dashboard's card, the nav badge): one subscription for the whole
 * admin, not one per widget.
 */
export function useNewInquiryCount(): NewInquiryCount {
  return useContext(NewInquiryCountContext);
}
