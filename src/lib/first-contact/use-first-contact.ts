import type { QueryClient } from '@tanstack/react-query';
import { adminBackend } from '@/backend/registry';
import { errorMessage } from '@/domain/errors';
import type { Inquiry } from '@/domain/types';
import { updateListedItems } from '@/lib/server-state/list-cache';
import { queryKeys } from '@/lib/server-state/query-keys';
import { useAdminMutation } from '@/lib/server-state/use-admin-mutation';
import { firstContactCopy } from './copy';

function cacheFirstContact(client: QueryClient, id: string, firstContactAt: Date): void {
  updateListedItems<Inquiry>(client, queryKeys.inquiryLists, (item) => (item.id === id ? { ...item, firstContactAt } : item));
  client.setQueryData<Inquiry | null>(queryKeys.inquiry(id), (cached) => (cached ? { ...cached, firstContactAt } : cached));
}

/**
 * The first-contact clock's tap (the inquiry's 전화 and 문자 in 문의 관리, 전화 on the dashboard's new inquiries): 전화 or 문자 on an inquiry nobody has reached records the time (once; the
 * backend keeps the first). Silent when it works (the dialer is what staff want to see); the failure alert says
 * the time was not recorded, the call itself goes ahead.
 */
export function useFirstContact(): (inquiry: Inquiry) => void {
  const record = useAdminMutation<Inquiry, Date>({
    label: 'Failed to record the first contact',
    mutate: async (inquiry) => (await adminBackend()).recordFirstContact(inquiry.id),
    failure: (error) => firstContactCopy.failed(errorMessage(error)),
    updatesCache: (client, inquiry, firstContactAt) => cacheFirstContact(client, inquiry.id, firstContactAt),
    invalidates: [queryKeys.waitingInquiries, ['inquiries', 'responseTimes']],
  });
  return (inquiry) => {
    if (inquiry.firstContactAt === null) void record.run(inquiry);
  };
}
